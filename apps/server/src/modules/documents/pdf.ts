import PDFDocument from 'pdfkit';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * A small layout over pdfkit for the documents: headings, label/value pairs and tables that
 * break across pages with their header repeated, page numbers at the end. Latin text is set
 * in the PDF's own Helvetica; Chinese (and any other character Helvetica's WinAnsi encoding
 * lacks) in the Droid Sans Fallback font this module ships (fonts/, Apache 2.0), of which
 * pdfkit embeds only the glyphs used.
 */

const CJK_FONT_PATH = fileURLToPath(new URL('./fonts/DroidSansFallbackFull.ttf', import.meta.url));
let cjkFont: Buffer | undefined;
const cjk = () => (cjkFont ??= fs.readFileSync(CJK_FONT_PATH));

const LATIN = 'Helvetica';
const LATIN_BOLD = 'Helvetica-Bold';
const WIDE = 'cjk';

/** Characters outside Latin-1 and the few WinAnsi extras go to the CJK font. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split(''));
const isWide = (ch: string) => ch.codePointAt(0)! > 0xff && !WIN_ANSI_EXTRA.has(ch);

/** The string cut into runs of one font each. */
function runs(text: string): Array<{ wide: boolean; text: string }> {
  const out: Array<{ wide: boolean; text: string }> = [];
  for (const ch of text) {
    const wide = isWide(ch);
    const last = out[out.length - 1];
    if (last && last.wide === wide) last.text += ch;
    else out.push({ wide, text: ch });
  }
  return out;
}

export interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const BOTTOM = PAGE.height - PAGE.margin - 24;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(info: { title: string; author: string; created: Date }) {
    this.doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, bufferPages: true, autoFirstPage: true, info: { Title: info.title, Author: info.author, CreationDate: info.created } });
    this.doc.registerFont(WIDE, cjk());
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private width(text: string, size: number, bold: boolean): number {
    let w = 0;
    for (const run of runs(text)) w += this.doc.font(run.wide ? WIDE : bold ? LATIN_BOLD : LATIN).fontSize(size).widthOfString(run.text);
    return w;
  }

  /** One line of text at (x, y) within `width`, cut with an ellipsis when too long. */
  cell(text: string, x: number, y: number, width: number, options: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {}): void {
    const size = options.size ?? 8;
    const bold = options.bold ?? false;
    let shown = text;
    while (shown.length > 1 && this.width(shown, size, bold) > width) shown = `${[...shown].slice(0, -2).join('')}…`;
    let cx = options.align === 'right' ? x + width - this.width(shown, size, bold) : x;
    // Every run on one baseline (fonts differ in ascent): `y` is the line's top, the baseline 0.8 em below.
    const baseline = y + size * 0.8;
    for (const run of runs(shown)) {
      this.doc.font(run.wide ? WIDE : bold ? LATIN_BOLD : LATIN).fontSize(size);
      this.doc.text(run.text, cx, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cx += this.doc.widthOfString(run.text);
    }
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number): boolean {
    if (this.y + height <= BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    return true;
  }

  title(text: string, subtitle: string): void {
    this.cell(text, PAGE.margin, this.y, 360, { size: 16, bold: true });
    this.cell(subtitle, PAGE.margin + 360, this.y + 4, PAGE.width - 2 * PAGE.margin - 360, { size: 9, align: 'right' });
    this.y += 26;
    this.rule();
  }

  heading(text: string): void {
    this.ensure(40);
    this.y += 8;
    this.cell(text, PAGE.margin, this.y, PAGE.width - 2 * PAGE.margin, { size: 11, bold: true });
    this.y += 16;
  }

  /** Label and value pairs, `perLine` to a line (two by default). */
  pairs(items: Array<[string, string]>, perLine: 1 | 2 = 2): void {
    const part = (PAGE.width - 2 * PAGE.margin) / perLine;
    for (let i = 0; i < items.length; i += perLine) {
      this.ensure(14);
      items.slice(i, i + perLine).forEach(([label, value], j) => {
        const x = PAGE.margin + j * part;
        this.cell(`${label}:`, x, this.y, 110, { size: 9, bold: true });
        this.cell(value, x + 112, this.y, part - 116, { size: 9 });
      });
      this.y += 14;
    }
  }

  rule(): void {
    this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.width - PAGE.margin, this.y).lineWidth(0.5).strokeColor('#999999').stroke();
    this.y += 6;
  }

  private header(columns: Column[]): void {
    let x = PAGE.margin;
    for (const column of columns) {
      this.cell(column.label, x, this.y, column.width - 4, { bold: true, align: column.align ?? 'left' });
      x += column.width;
    }
    this.y += 12;
    this.rule();
  }

  /** A table; a row that does not fit goes to a new page under the header again. */
  table(columns: Column[], rows: string[][], options: { boldLast?: boolean } = {}): void {
    this.ensure(36);
    this.header(columns);
    rows.forEach((row, r) => {
      if (this.ensure(12)) this.header(columns);
      let x = PAGE.margin;
      row.forEach((value, i) => {
        const column = columns[i]!;
        this.cell(value, x, this.y, column.width - 4, { align: column.align ?? 'left', bold: options.boldLast === true && r === rows.length - 1 });
        x += column.width;
      });
      this.y += 12;
    });
    this.y += 4;
  }

  note(text: string): void {
    this.ensure(14);
    this.cell(text, PAGE.margin, this.y, PAGE.width - 2 * PAGE.margin, { size: 8 });
    this.y += 14;
  }

  /** Writes the footer and page numbers on every page and answers the file. */
  async finish(footer: string, pageOf: (n: number, total: number) => string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const y = PAGE.height - PAGE.margin - 10;
      // Writing inside the bottom margin must not add a page.
      this.doc.page.margins.bottom = 0;
      this.cell(footer, PAGE.margin, y, 400, { size: 7 });
      this.cell(pageOf(i + 1, range.count), PAGE.width - PAGE.margin - 110, y, 110, { size: 7, align: 'right' });
    }
    this.doc.end();
    return this.done;
  }
}
