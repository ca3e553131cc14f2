/** The extensions of a `fileTypes` string like ".png, .jpg" → ['png', 'jpg'] (lower case, no dot). */
export function parseFileTypes(fileTypes: string | undefined): string[] {
  if (!fileTypes) return [];
  return fileTypes
    .split(',')
    .map((type) => type.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** The extension after the last dot, lower case; '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file name passes a `fileTypes` list: no list accepts everything; otherwise the
 * extension must equal one in the list exactly (a substring test would let "g" or "pn" pass
 * ".png").
 */
export function isAcceptedFileType(name: string, fileTypes: string | undefined): boolean {
  const accepted = parseFileTypes(fileTypes);
  if (accepted.length === 0) return true;
  const extension = fileExtension(name);
  return extension !== '' && accepted.includes(extension);
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg']);

/** Whether the gallery previews the file as an image. */
export function isPreviewableImage(name: string): boolean {
  return IMAGE_EXTENSIONS.has(fileExtension(name));
}
