// The brand's look for every mail: deep green header with the PRIME lock-up, sand page, serif headings.
// Mail clients ignore style sheets, so the styles are inline and the layout is a table.
const GREEN = '#1F3A34';
const SAND = '#F4EDE4';
const INK = '#1B1B1B';
const MIST = '#E7ECEA';
const SERIF = "Fraunces, 'Playfair Display', Georgia, 'Times New Roman', serif";
const SANS = "Inter, 'DM Sans', 'Helvetica Neue', Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface BrandedMail {
  /** Serif heading at the top of the card. */
  heading: string;
  /** Paragraphs of plain text; escaped here. */
  paragraphs: string[];
  /** An optional highlighted value (a code, an order number) shown large below the paragraphs. */
  highlight?: string;
  /** Extra HTML placed after the paragraphs (e.g. an order table), already escaped by its author. */
  extraHtml?: string;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK};">${escapeHtml(text)}</p>`;

export function brandedHtml({ heading, paragraphs, highlight, extraHtml = '' }: BrandedMail): string {
  const highlightBlock = highlight
    ? `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 28px;border-radius:12px;background:${MIST};font-family:${SERIF};font-size:32px;letter-spacing:8px;color:${GREEN};">${escapeHtml(highlight)}</span></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${SAND};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${GREEN};padding:24px 32px;">
<div style="font-family:${SERIF};font-size:28px;letter-spacing:6px;color:#ffffff;">PRIME</div>
<div style="font-family:${SANS};font-size:12px;letter-spacing:2px;color:${SAND};text-transform:uppercase;">Science for your skin</div>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-weight:600;font-size:24px;color:${GREEN};">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraph).join('\n')}
${highlightBlock}
${extraHtml}
</td></tr>
<tr><td style="background:${SAND};padding:16px 32px;font-family:${SANS};font-size:12px;color:${INK};">PRIME dermacosmetic skincare, India. You get this mail because of your PRIME account or order.</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text part of the same mail. */
export function brandedText({ heading, paragraphs, highlight }: BrandedMail): string {
  return [
    heading,
    '',
    ...paragraphs.flatMap((text) => [text, '']),
    ...(highlight ? [highlight, ''] : []),
    'PRIME',
  ].join('\n');
}
