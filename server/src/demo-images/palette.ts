// The brand palette every generated image is drawn in, and colour arithmetic on it.

export const palette = {
  green: '#1F3A34',
  sand: '#F4EDE4',
  clay: '#C4704F',
  ink: '#1B1B1B',
  mist: '#E7ECEA',
  white: '#FFFFFF',
} as const;

/** How a container is coloured: its body, its cap and the accent on its label and backdrop. */
export interface Finish {
  body: string;
  cap: string;
  accent: string;
  /** Translucent glass lets the backdrop tint through; opaque plastic does not. */
  glass: boolean;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Blends `a` towards `b` by `t` (0 gives a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const blend = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${blend(ar, br)}${blend(ag, bg)}${blend(ab, bb)}`;
}

export const lighten = (hex: string, t: number) => mix(hex, palette.white, t);
export const darken = (hex: string, t: number) => mix(hex, palette.ink, t);
