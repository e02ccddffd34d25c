// Tests only: the text a reader of a PDF sees, page by page, through Mozilla's PDF reader (pdfjs-dist, a
// dev dependency), so a test can check what a document says rather than how it was drawn.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text: items in reading order, a line break where the PDF ends a line. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('')
          .replace(/[ \t]+\n/g, '\n'),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The whole document's text, pages separated by a blank line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join('\n\n');
}
