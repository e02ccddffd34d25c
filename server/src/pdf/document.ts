// Shop-styled A4 documents (packing slips, tax invoices): the brand's fonts and colours, a heading band,
// blocks of text and tables that break across pages, page numbers. Callers describe the content; the
// layout lives here once. The fonts are TrueType copies of the web's subset files (Latin, punctuation
// and ₹), written by scripts/pdf-fonts.mjs, read from the source tree at run time like the bundle's
// other files (server/src/paths.ts).
import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../paths.ts';

const FONT_DIR = path.join(serverRoot, 'src', 'pdf', 'fonts');
const FONT_FILES = { body: 'inter-400', strong: 'inter-600', heading: 'fraunces-600' } as const;
type FontRole = keyof typeof FONT_FILES;

/** Colours of web/src/styles/theme.css. */
const COLOURS = { brand: '#1f3a34', ink: '#1b1b1b', inkSoft: '#4a4f4d', mist: '#e7ecea', sand: '#f4ede4' };

const MARGIN = 48;
const FOOTER_HEIGHT = 28;
const CELL_PADDING = 4;

let fontBytes: Record<FontRole, Buffer> | undefined;
function loadFonts(): Record<FontRole, Buffer> {
  fontBytes ??= {
    body: fs.readFileSync(path.join(FONT_DIR, `${FONT_FILES.body}.ttf`)),
    strong: fs.readFileSync(path.join(FONT_DIR, `${FONT_FILES.strong}.ttf`)),
    heading: fs.readFileSync(path.join(FONT_DIR, `${FONT_FILES.heading}.ttf`)),
  };
  return fontBytes;
}

export interface PdfTextOptions {
  strong?: boolean;
  size?: number;
  soft?: boolean;
  align?: 'left' | 'right' | 'center';
}

export interface PdfColumn {
  header: string;
  /** Share of the page's width, relative to the other columns' weights. */
  weight: number;
  align?: 'left' | 'right';
}

/** What a caller may put on the page; every call flows down the page and breaks to a new one as needed. */
export class PdfPage {
  readonly #doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.#doc = doc;
  }

  get #width(): number {
    return this.#doc.page.width - MARGIN * 2;
  }

  get #bottom(): number {
    return this.#doc.page.height - MARGIN - FOOTER_HEIGHT;
  }

  #font(role: FontRole, size: number): PDFKit.PDFDocument {
    return this.#doc.font(role).fontSize(size);
  }

  /** The band at the top of a document: the brand's name, the document's title and a line under them. */
  heading(title: string, aside?: string): void {
    const doc = this.#doc;
    const top = doc.y;
    this.#font('heading', 22).fillColor(COLOURS.brand).text('PRIME', MARGIN, top, { lineBreak: false });
    this.#font('strong', 14)
      .fillColor(COLOURS.ink)
      .text(title, MARGIN, top + 6, { width: this.#width, align: 'right' });
    if (aside)
      this.#font('body', 9).fillColor(COLOURS.inkSoft).text(aside, { width: this.#width, align: 'right' });
    const lineY = Math.max(doc.y, top + 30) + 6;
    doc
      .moveTo(MARGIN, lineY)
      .lineTo(MARGIN + this.#width, lineY)
      .lineWidth(1.5)
      .strokeColor(COLOURS.brand)
      .stroke();
    doc.x = MARGIN;
    doc.y = lineY + 12;
  }

  /** A paragraph (lines of `text` keep their breaks). */
  text(text: string, options: PdfTextOptions = {}): void {
    this.#font(options.strong ? 'strong' : 'body', options.size ?? 10)
      .fillColor(options.soft ? COLOURS.inkSoft : COLOURS.ink)
      .text(text, MARGIN, this.#doc.y, { width: this.#width, align: options.align ?? 'left' });
  }

  /** A small caps-like label over a block of text, e.g. "Deliver to" over an address. */
  section(label: string, body: string): void {
    this.#ensureRoom(40);
    this.#font('strong', 8).fillColor(COLOURS.inkSoft).text(label.toUpperCase(), MARGIN, this.#doc.y, {
      width: this.#width,
      characterSpacing: 0.6,
    });
    this.#doc.moveDown(0.2);
    this.text(body);
  }

  /** Label: value pairs side by side in two columns (order number, date, payment…). */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const half = this.#width / 2;
    for (let index = 0; index < pairs.length; index += 2) {
      this.#ensureRoom(16);
      const y = this.#doc.y;
      let bottom = y;
      for (const [column, pair] of pairs.slice(index, index + 2).entries()) {
        const x = MARGIN + column * half;
        this.#font('strong', 9).fillColor(COLOURS.inkSoft).text(`${pair[0]}: `, x, y, { continued: true });
        this.#font('body', 9)
          .fillColor(COLOURS.ink)
          .text(pair[1], { width: half - 8 });
        bottom = Math.max(bottom, this.#doc.y);
      }
      this.#doc.y = bottom + 2;
    }
    this.#doc.x = MARGIN;
  }

  /** Empty space, in lines of body text. */
  gap(lines = 1): void {
    this.#doc.moveDown(lines);
  }

  /** A table with a shaded header row, repeated on every page it runs onto. */
  table(columns: readonly PdfColumn[], rows: readonly (readonly string[])[]): void {
    const doc = this.#doc;
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const widths = columns.map((column) => (column.weight / total) * this.#width);
    const rowHeight = (cells: readonly string[], role: FontRole) =>
      Math.max(
        ...cells.map((cell, index) => {
          this.#font(role, 9);
          return doc.heightOfString(cell, { width: (widths[index] ?? 0) - CELL_PADDING * 2 });
        }),
      ) +
      CELL_PADDING * 2;
    const drawRow = (cells: readonly string[], role: FontRole, shaded: boolean) => {
      const height = rowHeight(cells, role);
      const y = doc.y;
      if (shaded) doc.rect(MARGIN, y, this.#width, height).fillColor(COLOURS.mist).fill();
      let x = MARGIN;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        this.#font(role, 9)
          .fillColor(COLOURS.ink)
          .text(cell, x + CELL_PADDING, y + CELL_PADDING, {
            width: width - CELL_PADDING * 2,
            align: columns[index]?.align ?? 'left',
          });
        x += width;
      });
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + this.#width, y + height)
        .lineWidth(0.5)
        .strokeColor(COLOURS.mist)
        .stroke();
      doc.x = MARGIN;
      doc.y = y + height;
    };
    const headers = columns.map((column) => column.header);
    this.#ensureRoom(rowHeight(headers, 'strong') + (rows[0] ? rowHeight(rows[0], 'body') : 0));
    drawRow(headers, 'strong', true);
    for (const row of rows) {
      if (doc.y + rowHeight(row, 'body') > this.#bottom) {
        doc.addPage();
        drawRow(headers, 'strong', true);
      }
      drawRow(row, 'body', false);
    }
    doc.moveDown(0.5);
  }

  /** Starts the next document of a bundle (one packing slip per order) on a fresh page. */
  newPage(): void {
    this.#doc.addPage();
  }

  #ensureRoom(height: number): void {
    if (this.#doc.y + height > this.#bottom) this.#doc.addPage();
  }
}

export interface PdfMeta {
  /** The PDF's title (shown by viewers) and the footer's words. */
  title: string;
}

/**
 * pdfkit and its font engine take a third of a second to load: loaded by the first document drawn,
 * not at every start (docs/decisions/0044-start-up-time.md).
 */
const importPdfkit = () => import('pdfkit');
let pdfkit: ReturnType<typeof importPdfkit> | undefined;

/** Draws a document and returns its bytes. */
export async function renderPdf(meta: PdfMeta, draw: (page: PdfPage) => void): Promise<Buffer> {
  const { default: PDFDocument } = await (pdfkit ??= importPdfkit());
  const fonts = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: meta.title, Author: 'PRIME', Creator: 'PRIME' },
  });
  for (const role of Object.keys(FONT_FILES) as FontRole[]) doc.registerFont(role, fonts[role]);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.font('body');
  draw(new PdfPage(doc));
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would make pdfkit start another page: lift it while the footer is set.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(COLOURS.inkSoft)
      .text(`${meta.title} · page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
