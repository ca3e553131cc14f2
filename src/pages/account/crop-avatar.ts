import { AVATAR_MAX_BYTES, AVATAR_SIDE } from '@contract/account';

/** The bytes a base64 `data:` URL stands for. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return (
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
  );
}

/** The largest centred square of a `width` × `height` picture: where to cut it. */
export function centredSquare(width: number, height: number) {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/**
 * Crops an image file to its centred square and scales it to `AVATAR_SIDE` pixels, as a `data:`
 * URL the server takes (WebP where the browser writes it, else JPEG; smaller qualities until it
 * fits the server's limit). Rejects when the file is not an image the browser can read.
 */
export async function cropAvatar(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const { x, y, side } = centredSquare(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE;
  canvas.height = AVATAR_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, x, y, side, side, 0, 0, AVATAR_SIDE, AVATAR_SIDE);
  bitmap.close();
  for (const quality of [0.9, 0.75, 0.6, 0.4]) {
    let url = canvas.toDataURL('image/webp', quality);
    if (!url.startsWith('data:image/webp')) url = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(url) <= AVATAR_MAX_BYTES) return url;
  }
  throw new Error('the avatar stays too large');
}
