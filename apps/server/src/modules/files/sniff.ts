/** Image types we accept, recognised by their first bytes (never by the file name). */
export type ImageType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif'; ext: string };

export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const at = (offset: number, signature: number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) => at(offset, [...text].map((c) => c.charCodeAt(0)));
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (bytes.length >= 6 && (ascii(0, 'GIF87a') || ascii(0, 'GIF89a'))) return { mime: 'image/gif', ext: 'gif' };
  if (bytes.length >= 12 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { mime: 'image/webp', ext: 'webp' };
  return undefined;
}
