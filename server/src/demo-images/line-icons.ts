// One line-icon family (100 × 100 grid, strokes only) for ingredients, concerns, specialities and
// contact cards, and the round tile they are shown on.
import { palette } from './palette.ts';
import { svgDocument } from './svg.ts';

const petals = (count: number, cy: number, rx: number, ry: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<ellipse cx="50" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${(360 / count) * i} 50 50)"/>`,
  ).join('');

const rays = (count: number, inner: number, outer: number, cx = 50, cy = 50) =>
  Array.from({ length: count }, (_, i) => {
    const a = (Math.PI * 2 * i) / count;
    const p = (r: number) => `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
    return `<path d="M${p(inner)} L${p(outer)}"/>`;
  }).join('');

const leaf =
  '<path d="M50,88 C20,70 22,30 50,12 C78,30 80,70 50,88 Z"/><path d="M50,84 L50,24 M50,62 L37,50 M50,62 L63,50 M50,44 L41,35 M50,44 L59,35"/>';
const drop = '<path d="M50,12 C50,12 24,44 24,62 A26,26 0 0 0 76,62 C76,44 50,12 50,12 Z"/>';
const shield = '<path d="M50,10 L80,22 L80,48 C80,68 67,81 50,90 C33,81 20,68 20,48 L20,22 Z"/>';

export const icons = {
  // ingredients
  molecule:
    '<path d="M50,30 L67.3,40 L67.3,60 L50,70 L32.7,60 L32.7,40 Z"/><path d="M55,37 L63,42 M63,58 L55,63 M37,58 L37,42"/><path d="M67.3,40 L81,32 M32.7,60 L19,68 M50,70 L50,84 M32.7,40 L21,33"/><circle cx="84" cy="30" r="4"/><circle cx="16" cy="70" r="4"/><circle cx="50" cy="88" r="4"/><circle cx="18" cy="31" r="3"/>',
  leaf,
  flower: `${petals(8, 27, 7, 14)}<circle cx="50" cy="50" r="9"/>`,
  drop: `${drop}<path d="M37,62 A13,13 0 0 0 50,75"/>`,
  citrus:
    '<circle cx="50" cy="50" r="36"/><circle cx="50" cy="50" r="29"/>' +
    rays(8, 5, 27) +
    '<circle cx="50" cy="50" r="3"/>',
  mineral:
    '<path d="M50,12 L78,34 L66,86 L34,86 L22,34 Z"/><path d="M22,34 L78,34 M50,12 L38,34 L50,86 L62,34 Z"/>',
  grain:
    '<path d="M50,92 L50,18"/>' +
    [26, 40, 54, 68]
      .map(
        (y) =>
          `<ellipse cx="40" cy="${y}" rx="6" ry="11" transform="rotate(-35 40 ${y})"/><ellipse cx="60" cy="${y}" rx="6" ry="11" transform="rotate(35 60 ${y})"/>`,
      )
      .join('') +
    '<ellipse cx="50" cy="14" rx="5" ry="9"/>',
  aloe: '<path d="M50,90 C46,62 44,38 50,10 C56,38 54,62 50,90 Z"/><path d="M46,90 C38,70 30,52 14,36 C34,46 46,62 52,88"/><path d="M54,90 C62,70 70,52 86,36 C66,46 54,62 48,88"/><path d="M30,90 L70,90"/>',
  centella:
    '<path d="M50,78 C20,76 12,40 34,24 C42,19 48,25 50,33 C52,25 58,19 66,24 C88,40 80,76 50,78 Z"/><path d="M50,78 L50,94 M50,70 L50,40 M50,56 L30,42 M50,56 L70,42 M50,64 L34,62 M50,64 L66,62"/>',
  tea: '<path d="M22,88 C38,70 50,54 70,30"/><path d="M44,60 C30,58 22,46 24,32 C38,32 48,44 44,60 Z"/><path d="M58,44 C60,28 72,18 86,18 C86,34 74,44 58,44 Z"/><path d="M70,30 C68,20 70,12 76,8"/>',
  barrier:
    '<rect x="14" y="22" width="34" height="16" rx="4"/><rect x="52" y="22" width="34" height="16" rx="4"/><rect x="14" y="62" width="34" height="16" rx="4"/><rect x="52" y="62" width="34" height="16" rx="4"/><rect x="30" y="42" width="40" height="16" rx="4"/><path d="M14,50 L24,50 M76,50 L86,50"/>',
  sun: `<circle cx="50" cy="50" r="16"/>${rays(12, 25, 36)}`,
  chain:
    '<circle cx="22" cy="66" r="9"/><circle cx="42" cy="46" r="9"/><circle cx="62" cy="58" r="9"/><circle cx="80" cy="34" r="9"/><path d="M28,59 L36,52 M50,50 L54,53 M69,51 L74,42"/>',
  berry:
    '<circle cx="38" cy="62" r="14"/><circle cx="62" cy="62" r="14"/><circle cx="50" cy="40" r="14"/><path d="M50,26 C50,18 54,12 62,10 M50,22 C44,14 36,14 30,16"/>',
  // concerns
  acne: '<circle cx="50" cy="50" r="36"/><circle cx="40" cy="40" r="7"/><circle cx="40" cy="40" r="2.5"/><circle cx="62" cy="56" r="4"/><circle cx="46" cy="66" r="3"/><circle cx="64" cy="36" r="2.5"/>',
  pigmentation:
    '<circle cx="50" cy="50" r="36"/><path d="M34,38 C38,30 48,32 48,40 C50,48 40,50 36,46 C32,44 32,40 34,38 Z"/><path d="M56,56 C60,50 70,52 70,60 C70,68 60,70 56,66 C53,62 54,58 56,56 Z"/><circle cx="60" cy="34" r="3"/><circle cx="38" cy="62" r="3.5"/>',
  dryness: `${drop}<path d="M50,30 L44,46 L54,54 L44,68 L50,82"/>`,
  ageing:
    '<path d="M28,12 L72,12 M28,88 L72,88"/><path d="M33,12 C33,38 64,40 64,50 C64,60 33,62 33,88 M67,12 C67,38 36,40 36,50 C36,60 67,62 67,88"/><path d="M42,80 L58,80 M46,28 L54,28"/>',
  dullness:
    '<path d="M46,12 C50,38 56,44 82,48 C56,52 50,58 46,84 C42,58 36,52 10,48 C36,44 42,38 46,12 Z"/><path d="M78,10 C79,18 81,20 89,21 C81,22 79,24 78,32 C77,24 75,22 67,21 C75,20 77,18 78,10 Z"/>',
  sensitivity:
    '<path d="M26,88 C26,52 46,22 80,12 C84,46 62,74 26,88 Z"/><path d="M26,88 L66,32 M40,70 L54,72 M48,58 L64,58 M56,46 L70,44"/>',
  oil: `<path d="M50,8 C50,8 28,36 28,52 A22,22 0 0 0 72,52 C72,36 50,8 50,8 Z"/><path d="M16,82 Q25,76 34,82 T52,82 T70,82 T88,82 M22,94 Q31,88 40,94 T58,94 T76,94"/>`,
  sunProtection: `${shield}<circle cx="50" cy="48" r="10"/>${rays(8, 15, 22, 50, 48)}`,
  // specialities
  shieldCheck: `${shield}<path d="M36,50 L46,60 L66,38"/>`,
  fragranceFree: `${petals(6, 36, 6, 11)}<circle cx="50" cy="50" r="6"/><path d="M16,84 L84,16"/>`,
  heart:
    '<path d="M50,84 C18,62 12,44 20,30 C28,18 44,20 50,34 C56,20 72,18 80,30 C88,44 82,62 50,84 Z"/><path d="M30,40 C32,34 36,32 40,32"/>',
  flask:
    '<path d="M38,12 L62,12 M43,12 L43,40 L20,80 C18,86 22,90 28,90 L72,90 C78,90 82,86 80,80 L57,40 L57,12"/><path d="M29,66 L71,66"/><circle cx="45" cy="77" r="3"/><circle cx="57" cy="72" r="2"/>',
  lotus:
    '<path d="M50,80 C38,64 38,40 50,22 C62,40 62,64 50,80 Z"/><path d="M48,80 C34,78 22,64 20,44 C34,48 44,60 48,80 Z M52,80 C66,78 78,64 80,44 C66,48 56,60 52,80 Z"/><path d="M20,84 C36,88 64,88 80,84"/>',
  // contact
  mail: '<rect x="12" y="24" width="76" height="52" rx="8"/><path d="M14,28 L50,56 L86,28"/>',
  phone:
    '<rect x="30" y="10" width="40" height="80" rx="9"/><path d="M44,18 L56,18"/><circle cx="50" cy="80" r="3.5"/>',
  pin: '<path d="M50,90 C50,90 22,58 22,38 A28,28 0 0 1 78,38 C78,58 50,90 50,90 Z"/><circle cx="50" cy="38" r="10"/>',
} as const;

export type IconName = keyof typeof icons;

/** The icon's strokes as a group placed at (x, y) with the given size; a clay echo gives it depth. */
export function iconGroup(
  name: IconName,
  x: number,
  y: number,
  size: number,
  stroke: string = palette.green,
): string {
  const scale = size / 100;
  const strokes = (colour: string, dx: number, opacity: number) =>
    `<g transform="translate(${x + dx} ${y + dx}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${icons[name]}</g>`;
  return strokes(palette.clay, size * 0.03, 0.45) + strokes(stroke, 0, 1);
}

/** A square image of the icon on a soft round tile. */
export function iconTile(name: IconName, size: number, tile: string = palette.mist): string {
  const c = size / 2;
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" fill="${palette.white}"/>
<circle cx="${c}" cy="${c}" r="${size * 0.46}" fill="${tile}"/>
<circle cx="${c}" cy="${c}" r="${size * 0.46}" fill="none" stroke="${palette.green}" stroke-opacity="0.12" stroke-width="${size * 0.01}"/>
${iconGroup(name, size * 0.22, size * 0.22, size * 0.56)}`,
  );
}
