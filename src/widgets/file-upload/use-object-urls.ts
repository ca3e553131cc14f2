import { useEffect, useRef, useState } from 'react';

import { isPreviewableImage } from './file-types';

/**
 * Object URLs previewing the image files among `files`: created once per file, revoked when the
 * file leaves the list and when the component unmounts.
 */
export function useObjectUrls(files: readonly File[], enabled: boolean): ReadonlyMap<File, string> {
  const cacheRef = useRef(new Map<File, string>());
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());

  useEffect(() => {
    const cache = cacheRef.current;
    let changed = false;
    for (const [file, url] of cache) {
      if (!enabled || !files.includes(file)) {
        URL.revokeObjectURL(url);
        cache.delete(file);
        changed = true;
      }
    }
    if (enabled) {
      for (const file of files) {
        if (!cache.has(file) && isPreviewableImage(file.name)) {
          cache.set(file, URL.createObjectURL(file));
          changed = true;
        }
      }
    }
    // The URLs are an external resource created here; state only mirrors them for rendering.
    if (changed) setUrls(new Map(cache));
  }, [files, enabled]);

  useEffect(() => {
    const cache = cacheRef.current;
    return () => {
      for (const url of cache.values()) URL.revokeObjectURL(url);
      cache.clear();
    };
  }, []);

  return urls;
}
