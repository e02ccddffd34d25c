// The brand's look for every mail: deep green header with the PRIME lock-up, sand page, serif headings.
// Mail clients ignore style sheets, so the styles are inline and the layout is a table: one column,
// at most 600 px wide and as wide as the screen below that, so it reads on a 390 px phone without
// sideways scrolling; long words (addresses, links) break rather than widen it.
const GREEN = '#1F3A34';
const SAND = '#F4EDE4';
const INK = '#1B1B1B';
const MIST = '#E7ECEA';
const SERIF = "Fraunces, 'Playfair Display', Georgia, 'Times New Roman', serif";
export const SANS = "Inter, 'DM Sans', 'Helvetica Neue', Arial, sans-serif";
export const BRAND_COLOURS = { GREEN, SAND, INK, MIST } as const;
/** What every text block of a mail carries: a long word breaks instead of widening the mail. */
export const BREAK_WORDS = 'overflow-wrap:anywhere;word-break:break-word;';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A link shown as a button in HTML and as `label: address` in the plain text. */
export interface MailAction {
  label: string;
  href: string;
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
  /** Buttons after the paragraphs, the first the main one. */
  actions?: MailAction[];
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-family:${SANS};font-size:15px;line-height:1.6;color:${INK};${BREAK_WORDS}">${escapeHtml(text)}</p>`;

/** A button that mail clients draw alike: a table cell around a link, the whole link tappable. */
function button({ label, href }: MailAction, main: boolean): string {
  const fill = main ? GREEN : '#ffffff';
  const text = main ? '#ffffff' : GREEN;
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 12px;"><tr><td style="border-radius:24px;background:${fill};border:2px solid ${GREEN};"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:15px;font-weight:600;color:${text};text-decoration:none;">${escapeHtml(label)}</a></td></tr></table>`;
}

export function brandedHtml({
  heading,
  paragraphs,
  highlight,
  extraHtml = '',
  actions = [],
}: BrandedMail): string {
  const highlightBlock = highlight
    ? `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 20px;border-radius:12px;background:${MIST};font-family:${SERIF};font-size:32px;letter-spacing:6px;color:${GREEN};">${escapeHtml(highlight)}</span></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${SAND};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${SAND};"><tr><td align="center" style="padding:16px 8px;">
<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:12px;">
<tr><td style="background:${GREEN};padding:20px 20px;border-radius:12px 12px 0 0;">
<div style="font-family:${SERIF};font-size:28px;letter-spacing:6px;color:#ffffff;">PRIME</div>
<div style="font-family:${SANS};font-size:12px;letter-spacing:2px;color:${SAND};text-transform:uppercase;">Science for your skin</div>
</td></tr>
<tr><td style="padding:24px 20px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-weight:600;font-size:24px;line-height:1.25;color:${GREEN};${BREAK_WORDS}">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraph).join('\n')}
${highlightBlock}
${actions.map((action, index) => button(action, index === 0)).join('\n')}
${extraHtml}
</td></tr>
<tr><td style="background:${SAND};padding:16px 20px;font-family:${SANS};font-size:12px;line-height:1.5;color:${INK};border-radius:0 0 12px 12px;">PRIME dermacosmetic skincare, India. You get this mail because of your PRIME account or order.</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text part of the same mail: the same words, each button as its label and address. */
export function brandedText({
  heading,
  paragraphs,
  highlight,
  actions = [],
}: Omit<BrandedMail, 'extraHtml'>): string {
  return [
    heading,
    '',
    ...paragraphs.flatMap((text) => [text, '']),
    ...(highlight ? [highlight, ''] : []),
    ...actions.flatMap(({ label, href }) => [`${label}: ${href}`, '']),
    'PRIME',
  ].join('\n');
}
