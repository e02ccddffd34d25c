// Front views of the five container shapes of the range, drawn around (0, 0) = the middle of the
// base, in a frame about 450 units tall. Each carries a label with the PRIME wordmark and its name.
import { darken, lighten, palette, type Finish } from './palette.ts';
import { SANS, cylinderGradient, highlightGradient, text, wordmark, wrapWords } from './svg.ts';

export type ContainerKind = 'dropper' | 'pump' | 'tube' | 'jar' | 'mist';

export interface ContainerSpec {
  kind: ContainerKind;
  finish: Finish;
  name: string;
  /** Small print at the foot of the label, e.g. "30 ml". */
  caption: string;
}

/** Height of each shape in its own units, for laying out scenes. */
export const containerHeight: Record<ContainerKind, number> = {
  dropper: 452,
  pump: 430,
  tube: 448,
  jar: 262,
  mist: 440,
};

/** Width of each shape in its own units (the pump's nozzle included). */
export const containerWidth: Record<ContainerKind, number> = {
  dropper: 200,
  pump: 208,
  tube: 216,
  jar: 324,
  mist: 160,
};

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function ridges(x0: number, x1: number, y0: number, y1: number, step: number, colour: string): string {
  let lines = '';
  for (let x = x0 + step; x < x1; x += step) {
    lines += `<line x1="${x}" y1="${y0}" x2="${x}" y2="${y1}" stroke="${colour}" stroke-width="1.4" opacity="0.35"/>`;
  }
  return lines;
}

/** Printed label: wordmark, accent rule, the product name on up to three lines, and a caption. */
function label(
  id: string,
  box: Box,
  spec: ContainerSpec,
  options: { paper: boolean; nameSize?: number },
): string {
  const { x, y, w, h } = box;
  const cx = x + w / 2;
  const dark = !options.paper && spec.finish.body === palette.green;
  const ink = dark ? palette.sand : palette.green;
  const nameSize = options.nameSize ?? 15;
  const maxChars = Math.floor((w * 0.88) / (nameSize * 0.6));
  const lines = wrapWords(spec.name, maxChars, 3);
  const nameTop = y + h * 0.45;
  const paper = options.paper
    ? `<defs>${cylinderGradient(`${id}-paper`, palette.white, 0.1)}</defs><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#${id}-paper)"/>`
    : '';
  return `${paper}
${wordmark(cx, y + h * 0.2, Math.min(24, w * 0.13), ink)}
<rect x="${cx - w * 0.16}" y="${y + h * 0.28}" width="${w * 0.32}" height="2.5" fill="${spec.finish.accent}"/>
${lines.map((line, i) => text(cx, nameTop + i * nameSize * 1.25, line, { size: nameSize, fill: dark ? palette.white : palette.ink, family: SANS })).join('')}
${text(cx, y + h - h * 0.07, spec.caption, { size: nameSize * 0.72, fill: spec.finish.accent === palette.sand ? ink : spec.finish.accent, spacing: 1.5 })}`;
}

function defs(id: string, finish: Finish): string {
  return `<defs>${cylinderGradient(`${id}-body`, finish.body)}${cylinderGradient(`${id}-cap`, finish.cap, 0.45)}${highlightGradient(`${id}-hl`)}</defs>`;
}

const shine = (id: string, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="url(#${id}-hl)"/>`;

function dropper(id: string, s: ContainerSpec): string {
  const liquid = s.finish.glass
    ? `<rect x="-88" y="-228" width="176" height="216" rx="22" fill="${darken(s.finish.body, 0.35)}" opacity="0.35"/>`
    : '';
  return `${defs(id, s.finish)}
<rect x="-34" y="-294" width="68" height="30" fill="${darken(s.finish.body, 0.15)}"/>
<rect x="-100" y="-272" width="200" height="272" rx="34" fill="url(#${id}-body)"/>${liquid}
<rect x="-47" y="-342" width="94" height="52" rx="9" fill="url(#${id}-cap)"/>${ridges(-47, 47, -338, -294, 9, palette.ink)}
<path d="M-30,-340 L-30,-408 Q-30,-452 0,-452 Q30,-452 30,-408 L30,-340 Z" fill="url(#${id}-cap)"/>
${shine(id, -19, -446, 9, 70)}
${label(id, { x: -80, y: -222, w: 160, h: 176 }, s, { paper: true, nameSize: 14 })}
${shine(id, -88, -258, 12, 220)}`;
}

function pump(id: string, s: ContainerSpec): string {
  return `${defs(id, s.finish)}
<rect x="-10" y="-396" width="20" height="40" fill="${lighten(s.finish.cap, 0.2)}"/>
<path d="M-38,-432 L38,-432 Q46,-432 46,-424 L46,-422 L104,-422 Q112,-422 112,-412 L112,-396 L100,-396 L100,-408 L46,-408 L46,-398 Q46,-392 38,-392 L-38,-392 Q-46,-392 -46,-400 L-46,-424 Q-46,-432 -38,-432 Z" fill="url(#${id}-cap)"/>
<rect x="-42" y="-364" width="84" height="40" rx="8" fill="url(#${id}-cap)"/>${ridges(-42, 42, -360, -328, 8, palette.ink)}
<rect x="-96" y="-336" width="192" height="336" rx="48" fill="url(#${id}-body)"/>
${label(id, { x: -78, y: -262, w: 156, h: 200 }, s, { paper: true, nameSize: 14 })}
${shine(id, -84, -316, 12, 250)}`;
}

function tube(id: string, s: ContainerSpec): string {
  const outline =
    'M-62,-76 C-62,-98 -86,-108 -88,-130 L-104,-414 L104,-414 L88,-130 C86,-108 62,-98 62,-76 Z';
  return `${defs(id, s.finish)}<defs><clipPath id="${id}-clip"><path d="${outline}"/></clipPath></defs>
<rect x="-108" y="-448" width="216" height="38" rx="4" fill="${darken(s.finish.body, 0.08)}"/>${ridges(-108, 108, -444, -414, 7, palette.ink)}
<path d="${outline}" fill="url(#${id}-body)"/>
<g clip-path="url(#${id}-clip)"><rect x="-110" y="-176" width="220" height="30" fill="${s.finish.accent}" opacity="0.9"/></g>
${label(id, { x: -84, y: -396, w: 168, h: 226 }, s, { paper: false, nameSize: 15 })}
<rect x="-70" y="-82" width="140" height="82" rx="18" fill="url(#${id}-cap)"/>
<rect x="-70" y="-62" width="140" height="2" fill="${palette.ink}" opacity="0.18"/>
${shine(id, -90, -400, 12, 240)}`;
}

function jar(id: string, s: ContainerSpec): string {
  return `${defs(id, s.finish)}<defs><clipPath id="${id}-clip"><rect x="-150" y="-176" width="300" height="176" rx="28"/></clipPath></defs>
<rect x="-150" y="-176" width="300" height="176" rx="28" fill="url(#${id}-body)"/>
<g clip-path="url(#${id}-clip)">${label(id, { x: -150, y: -150, w: 300, h: 128 }, s, { paper: true, nameSize: 16 })}</g>
<rect x="-162" y="-262" width="324" height="94" rx="20" fill="url(#${id}-cap)"/>${ridges(-162, 162, -256, -174, 6, palette.ink)}
<rect x="-162" y="-190" width="324" height="8" fill="${palette.ink}" opacity="0.12"/>
${shine(id, -140, -252, 14, 70)}${shine(id, -136, -160, 12, 120)}`;
}

function mist(id: string, s: ContainerSpec): string {
  return `${defs(id, s.finish)}
<rect x="-30" y="-364" width="60" height="30" fill="${darken(s.finish.body, 0.1)}"/>
<rect x="-28" y="-444" width="56" height="56" rx="12" fill="url(#${id}-cap)"/>
<circle cx="0" cy="-420" r="5" fill="${palette.ink}" opacity="0.5"/>
<rect x="-40" y="-394" width="80" height="36" rx="7" fill="url(#${id}-cap)"/>${ridges(-40, 40, -390, -362, 7, palette.ink)}
<rect x="-80" y="-344" width="160" height="344" rx="38" fill="url(#${id}-body)"/>
${label(id, { x: -66, y: -270, w: 132, h: 200 }, s, { paper: true, nameSize: 12.5 })}
${shine(id, -70, -326, 11, 260)}`;
}

const drawers: Record<ContainerKind, (id: string, spec: ContainerSpec) => string> = {
  dropper,
  pump,
  tube,
  jar,
  mist,
};

/** The container standing with its base centre at (x, y), scaled and optionally tilted (degrees). */
export function drawContainer(
  id: string,
  spec: ContainerSpec,
  x: number,
  y: number,
  scale = 1,
  tilt = 0,
): string {
  return `<g transform="translate(${x} ${y}) rotate(${tilt}) scale(${scale})">${drawers[spec.kind](id, spec)}</g>`;
}
