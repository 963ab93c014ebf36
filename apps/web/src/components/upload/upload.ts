import { filesApi, UPLOAD_MAX_MB } from '@app/contracts';
import { call } from '../../api/client.ts';

/** The spec's size check: 1000 * max * 1024 bytes (SPEC section 9), 5 MB by default. */
export function sizeLimitBytes(maxMb: number = UPLOAD_MAX_MB): number {
  return 1000 * maxMb * 1024;
}

export function isTooLarge(bytes: number, maxMb: number = UPLOAD_MAX_MB): boolean {
  return bytes > sizeLimitBytes(maxMb);
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
/** A first check on the picked file; the server sniffs the real type from the bytes. */
export function isImageType(type: string): boolean {
  return IMAGE_TYPES.includes(type.toLowerCase());
}

/** Whether compression is worth trying: not for GIFs (it would drop frames) or tiny files. */
export function shouldCompress(type: string, bytes: number): boolean {
  return type !== 'image/gif' && bytes > 200 * 1024;
}

/**
 * Shrinks a photo before upload (long side at most 2048 px, about 1 MB). Runs on the
 * main thread: the web-worker mode would fetch its script from a CDN. On any failure
 * the original is uploaded, and the size check decides.
 */
export async function compressImage(file: File): Promise<File> {
  if (!shouldCompress(file.type, file.size)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 2048, useWebWorker: false, initialQuality: 0.85 });
    return compressed.size < file.size ? new File([compressed], file.name, { type: compressed.type || file.type }) : file;
  } catch (error) {
    console.warn('image compression failed, uploading the original', error);
    return file;
  }
}

/** Uploads one image (multipart field `file`) and answers its url (/web/file/...). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  // The contract has no JSON body for uploads; the client sends FormData as it is.
  const input: object = { body: form };
  const { url } = await call(filesApi.upload, input);
  return url;
}
