// Product photographs in three set-ups: hero on a plinth, still life with the key ingredient, and a
// close-up of the texture.
import { containerHeight, containerWidth, drawContainer, type ContainerSpec } from './containers.ts';
import { iconGroup, type IconName } from './line-icons.ts';
import { darken, lighten, mix, palette } from './palette.ts';
import { blurFilter, cylinderGradient, groundShadow, svgDocument } from './svg.ts';

export type Texture = 'cream' | 'gel' | 'foam' | 'drops' | 'mist';

export interface ProductShot {
  /** Unique per product: gradient ids and the scatter of droplets derive from it. */
  key: string;
  container: ContainerSpec;
  texture: Texture;
  /** The key ingredient's icon, shown in the still life. */
  motif: IconName;
}

export type ShotVariant = 'hero' | 'still-life' | 'texture';

const SIZE = 800;

/** A small deterministic random sequence, so a product's image is the same on every machine. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

/** Scale that makes the container about `height` pixels tall and at most `width` wide. */
export function scaleFor(spec: ContainerSpec, height: number, width = Infinity): number {
  return Math.min(
    height / containerHeight[spec.kind],
    width / containerWidth[spec.kind],
    spec.kind === 'jar' ? 1.15 : 1.2,
  );
}

function hero(shot: ProductShot): string {
  const { accent } = shot.container.finish;
  const scale = scaleFor(shot.container, 470);
  const id = `${shot.key}-hero`;
  return `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.white}"/><stop offset="1" stop-color="${palette.sand}"/></linearGradient>${cylinderGradient(`${id}-plinth`, palette.mist, 0.6)}</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}-bg)"/>
<path d="M180,650 L180,330 A220,220 0 0 1 620,330 L620,650 Z" fill="${lighten(accent, 0.78)}"/>
<circle cx="612" cy="176" r="54" fill="${lighten(accent, 0.55)}" opacity="0.7"/>
<rect x="210" y="650" width="380" height="110" fill="url(#${id}-plinth)"/>
<ellipse cx="400" cy="650" rx="190" ry="26" fill="${palette.white}"/>
${groundShadow(`${id}-shadow`, 400, 654, 210 * scale)}
${drawContainer(id, shot.container, 400, 656, scale)}`;
}

function stillLife(shot: ProductShot): string {
  const { accent } = shot.container.finish;
  const scale = scaleFor(shot.container, 430);
  const id = `${shot.key}-still`;
  const pebble = (cx: number, cy: number, rx: number, ry: number, colour: string) =>
    `<ellipse cx="${cx}" cy="${cy + ry * 0.7}" rx="${rx * 1.05}" ry="${ry * 0.35}" fill="${palette.ink}" opacity="0.14" filter="url(#${id}-soft)"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id}-${colour})"/>`;
  const stone = (name: string, base: string) =>
    `<radialGradient id="${id}-${name}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighten(base, 0.35)}"/><stop offset="1" stop-color="${darken(base, 0.12)}"/></radialGradient>`;
  return `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.mist}"/><stop offset="1" stop-color="${palette.white}"/></linearGradient>${blurFilter(`${id}-leafblur`, 14)}${blurFilter(`${id}-soft`, 6)}${stone('clay', palette.clay)}${stone('sand', mix(palette.sand, palette.clay, 0.15))}</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}-bg)"/>
<g opacity="0.1" fill="${palette.green}" filter="url(#${id}-leafblur)"><path d="M-40,120 C120,40 260,80 330,-20 C250,160 120,190 -40,120 Z"/><path d="M60,300 C160,200 280,220 360,140 C300,280 180,320 60,300 Z"/></g>
<rect y="600" width="${SIZE}" height="${SIZE - 600}" fill="${palette.sand}"/>
<rect y="600" width="${SIZE}" height="3" fill="${palette.white}" opacity="0.7"/>
${groundShadow(`${id}-shadow`, 330, 684, 200 * scale)}
${drawContainer(id, shot.container, 330, 686, scale)}
${pebble(590, 690, 70, 42, 'sand')}${pebble(650, 640, 40, 26, 'clay')}
<path d="M466,330 L540,300" stroke="${palette.green}" stroke-width="2" stroke-dasharray="4 6" opacity="0.5"/>
<circle cx="610" cy="280" r="92" fill="${palette.white}"/><circle cx="610" cy="280" r="92" fill="none" stroke="${accent}" stroke-width="3" opacity="0.6"/>
${iconGroup(shot.motif, 555, 225, 110)}`;
}

function swatch(shot: ProductShot, id: string, random: () => number): string {
  const { body, accent } = shot.container.finish;
  if (shot.texture === 'drops' || shot.texture === 'mist') {
    const liquid = shot.texture === 'drops' ? mix(body, palette.clay, 0.3) : lighten(accent, 0.35);
    const count = shot.texture === 'drops' ? 9 : 34;
    let drops = `<defs><radialGradient id="${id}-drop" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${lighten(liquid, 0.7)}"/><stop offset="0.55" stop-color="${liquid}" stop-opacity="0.85"/><stop offset="1" stop-color="${darken(liquid, 0.3)}"/></radialGradient></defs>`;
    for (let i = 0; i < count; i += 1) {
      const r = shot.texture === 'drops' ? 18 + random() * (i === 0 ? 90 : 46) : 5 + random() * 22;
      const x = 170 + random() * 460;
      const y = 150 + random() * 420;
      drops += `<ellipse cx="${x + r * 0.1}" cy="${y + r * 0.3}" rx="${r}" ry="${r * 0.92}" fill="${palette.ink}" opacity="0.12" filter="url(#${id}-soft)"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id}-drop)"/><ellipse cx="${x - r * 0.35}" cy="${y - r * 0.4}" rx="${r * 0.22}" ry="${r * 0.14}" fill="${palette.white}" opacity="0.85" transform="rotate(-30 ${x - r * 0.35} ${y - r * 0.4})"/>`;
    }
    return drops;
  }
  if (shot.texture === 'foam') {
    let bubbles = `<defs><radialGradient id="${id}-bubble" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${palette.white}"/><stop offset="0.8" stop-color="${palette.white}" stop-opacity="0.9"/><stop offset="1" stop-color="${lighten(accent, 0.55)}"/></radialGradient></defs>`;
    for (let i = 0; i < 46; i += 1) {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * 210;
      const r = 16 + random() * 40;
      bubbles += `<circle cx="${400 + Math.cos(angle) * distance * 1.2}" cy="${380 + Math.sin(angle) * distance * 0.8}" r="${r}" fill="url(#${id}-bubble)" stroke="${lighten(accent, 0.4)}" stroke-width="1.5" stroke-opacity="0.6"/>`;
    }
    return bubbles;
  }
  const fill = shot.texture === 'gel' ? lighten(accent, 0.7) : palette.white;
  const wobble = () => (random() - 0.5) * 60;
  const blob = `M220,${400 + wobble()} C200,${250 + wobble()} 360,${210 + wobble()} 440,${240 + wobble()} C580,${220 + wobble()} 640,${330 + wobble()} 590,${420 + wobble()} C560,${560 + wobble()} 400,${580 + wobble()} 320,${540 + wobble()} C240,${520 + wobble()} 232,${470 + wobble()} 220,400 Z`;
  return `<defs><radialGradient id="${id}-cream" cx="0.42" cy="0.36" r="0.7"><stop offset="0" stop-color="${palette.white}"/><stop offset="0.7" stop-color="${fill}" stop-opacity="${shot.texture === 'gel' ? 0.8 : 1}"/><stop offset="1" stop-color="${darken(fill, 0.1)}"/></radialGradient></defs>
<path d="${blob}" fill="${palette.ink}" opacity="0.16" transform="translate(10 24)" filter="url(#${id}-soft)"/>
<path d="${blob}" fill="url(#${id}-cream)"/>
<g transform="translate(405 360) scale(0.58) translate(-405 -400)"><path d="${blob}" fill="${palette.ink}" opacity="0.1" transform="translate(6 26)" filter="url(#${id}-soft)"/><path d="${blob}" fill="url(#${id}-cream)"/></g>
<path d="M262,380 C262,320 320,282 392,276" fill="none" stroke="${palette.white}" stroke-width="14" stroke-linecap="round" opacity="0.9"/>
<path d="M360,330 C380,290 450,285 470,320" fill="none" stroke="${palette.white}" stroke-width="12" stroke-linecap="round"/>`;
}

function texture(shot: ProductShot): string {
  const { accent } = shot.container.finish;
  const id = `${shot.key}-texture`;
  const random = seededRandom(shot.key);
  return `<defs>${blurFilter(`${id}-soft`, 8)}<radialGradient id="${id}-bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${mix(palette.sand, accent, 0.12)}"/><stop offset="1" stop-color="${mix(palette.sand, accent, 0.24)}"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#${id}-bg)"/>
${swatch(shot, id, random)}
${groundShadow(`${id}-shadow`, 640, 752, 90)}
${drawContainer(id, shot.container, 640, 754, scaleFor(shot.container, 230, 200))}`;
}

const setups: Record<ShotVariant, (shot: ProductShot) => string> = { hero, 'still-life': stillLife, texture };

export function productShotSvg(shot: ProductShot, variant: ShotVariant): string {
  return svgDocument(SIZE, SIZE, setups[variant](shot));
}
