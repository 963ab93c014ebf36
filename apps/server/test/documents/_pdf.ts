import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the standard 14 fonts' metrics from its package. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * A PDF's text read back the way a reader sees it: per page, the pieces of text grouped into
 * lines by their height on the page (top to bottom), each line's pieces left to right joined
 * by one space.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS });
  const doc = await task.promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const rows = new Map<number, Array<{ x: number; text: string }>>();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const y = Math.round(item.transform[5] as number);
      const x = item.transform[4] as number;
      const row = rows.get(y) ?? [];
      // Pieces of one cell written in two fonts (Latin, then Chinese) touch: joined without a space.
      const last = row[row.length - 1];
      if (last && Math.abs(last.x - x) < 0.5) {
        last.text += item.str;
        last.x = x + (item.width as number);
      } else row.push({ x: x + (item.width as number), text: item.str });
      rows.set(y, row);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) lines.push(rows.get(y)!.map((piece) => piece.text).join(' ').trim());
  }
  await task.destroy();
  if (process.env.DOCUMENTS_PRINT_PDF) console.warn(lines.join('\n'));
  return lines;
}
