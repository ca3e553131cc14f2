import type { ComponentType } from 'react';

import { appConfig } from '@/config/app-config';
import { retryableImport } from '@/lib/retryable-import';

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a ChunkLoadError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Page chunk did not arrive within ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Page chunk failed to load', { cause: error }));
      },
    );
  });
}

export type PageModule = { default: ComponentType };

/**
 * A route's page, loaded from its own chunk. The chunk is fetched by the route's loader, so the
 * navigation (and the store's loading flag) stays pending until it arrives. Unlike React Router's
 * `lazy`, whose rejected promise is cached for good, a failed load is forgotten: the error
 * boundary's Retry revalidates and the loader fetches again.
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  timeoutMs: number = appConfig.chunkTimeoutMs,
) {
  let Page: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const importPage = retryableImport(load);

  const ensure = () => {
    pending ??= withTimeout(importPage(), timeoutMs).then(
      (module) => (Page = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function LazyPage() {
    if (!Page) throw new ChunkLoadError('Page rendered before its chunk arrived');
    return <Page />;
  }

  return {
    loader: async () => {
      if (Page) return null;
      await ensure();
      return null;
    },
    Component: LazyPage,
  };
}
