import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Writes a small real PNG (RGB: a light card with a darker "photo" and text lines), so
 * uploads go through the server's byte sniffing like a phone photo would.
 */
export function writeTestPng(name: string, tint: [number, number, number], width = 480, height = 300): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const photo = x > 24 && x < 150 && y > 60 && y < 220;
      const line = x > 180 && x < width - 30 && [90, 120, 150, 180].some((top) => y >= top && y < top + 8);
      const shade = 235 - Math.round((y / height) * 40);
      const rgb = photo ? tint : line ? [90, 98, 112] : [shade, shade, Math.min(255, shade + 12)];
      rgb.forEach((value, i) => row.writeUInt8(value, 1 + x * 3 + i));
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // 8 bits per channel
  header.writeUInt8(2, 9); // RGB
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bolsa-png-')), name);
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]),
  );
  return file;
}
