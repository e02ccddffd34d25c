// Small SVG building blocks shared by every drawing: document, text, gradients, shadows.
import { darken, lighten, palette } from './palette.ts';

export const SANS = 'DejaVu Sans, sans-serif';
export const SERIF = 'DejaVu Serif, serif';

export function svgDocument(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Breaks text into at most `maxLines` lines of about `maxChars` characters, never splitting a word. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (lines.length < maxLines) lines.push(word);
    else lines[lines.length - 1] = `${last} ${word}`;
  }
  return lines;
}

interface TextOptions {
  size: number;
  fill: string;
  family?: string;
  weight?: number | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  return `<text x="${x}" y="${y}" font-family="${o.family ?? SANS}" font-size="${o.size}" fill="${o.fill}" text-anchor="${o.anchor ?? 'middle'}"${o.weight ? ` font-weight="${o.weight}"` : ''}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}>${escapeXml(content)}</text>`;
}

/** The PRIME wordmark: spaced serif capitals. */
export function wordmark(
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor: TextOptions['anchor'] = 'middle',
) {
  return text(x, y, 'PRIME', { size, fill, family: SERIF, spacing: size * 0.32, anchor });
}

/** A left-to-right gradient that shades a flat shape like a lit cylinder. */
export function cylinderGradient(id: string, base: string, gloss = 0.35): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${darken(base, 0.28)}"/>
<stop offset="0.16" stop-color="${lighten(base, gloss)}"/>
<stop offset="0.42" stop-color="${base}"/>
<stop offset="0.8" stop-color="${darken(base, 0.12)}"/>
<stop offset="1" stop-color="${darken(base, 0.34)}"/>
</linearGradient>`;
}

/** A white streak that fades out downwards: the reflection of a window on a glossy surface. */
export function highlightGradient(id: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${palette.white}" stop-opacity="0.75"/>
<stop offset="1" stop-color="${palette.white}" stop-opacity="0"/>
</linearGradient>`;
}

export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}

/** A soft contact shadow under an object standing at (cx, y). */
export function groundShadow(id: string, cx: number, y: number, width: number): string {
  return `<defs>${blurFilter(id, width * 0.06)}</defs><ellipse cx="${cx}" cy="${y}" rx="${width * 0.55}" ry="${width * 0.08}" fill="${palette.ink}" opacity="0.22" filter="url(#${id})"/>`;
}
