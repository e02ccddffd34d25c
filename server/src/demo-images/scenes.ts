// Wider compositions: home-page banners, "our standard" pictures, blog covers and shoppers' photos.
import { drawContainer, type ContainerSpec } from './containers.ts';
import { iconGroup, type IconName } from './line-icons.ts';
import { darken, lighten, mix, palette } from './palette.ts';
import { scaleFor, seededRandom } from './product-shots.ts';
import { blurFilter, cylinderGradient, escapeXml, groundShadow, svgDocument, wordmark } from './svg.ts';

const leafShadows = (id: string, width: number, opacity: number) =>
  `<g opacity="${opacity}" fill="${palette.green}" filter="url(#${id}-leafblur)"><path d="M${width - 420},-40 C${width - 300},80 ${width - 180},60 ${width + 40},160 C${width - 160},200 ${width - 320},140 ${width - 420},-40 Z"/><path d="M${width - 260},-60 C${width - 200},40 ${width - 100},60 ${width + 20},40 C${width - 80},-20 ${width - 160},-60 ${width - 260},-60 Z"/></g>`;

/** A hero banner: the left part stays calm for the web app's text, products stand on the right. */
export function bannerSvg(key: string, trio: ContainerSpec[], background: string): string {
  const W = 1600;
  const H = 700;
  const id = `banner-${key}`;
  const spots = [
    { x: 960, y: 560, h: 360 },
    { x: 1210, y: 610, h: 430 },
    { x: 1450, y: 575, h: 320 },
  ];
  const plinths = spots
    .map(
      (s, i) =>
        `<rect x="${s.x - 115}" y="${s.y}" width="230" height="${H - s.y}" fill="url(#${id}-plinth${i % 2})"/><ellipse cx="${s.x}" cy="${s.y}" rx="115" ry="18" fill="${palette.white}"/>`,
    )
    .join('');
  const products = trio
    .map((spec, i) => {
      const s = spots[i % spots.length]!;
      return (
        groundShadow(`${id}-sh${i}`, s.x, s.y + 2, 130) +
        drawContainer(`${id}-c${i}`, spec, s.x, s.y + 4, scaleFor(spec, s.h, 230))
      );
    })
    .join('');
  return svgDocument(
    W,
    H,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lighten(background, 0.55)}"/><stop offset="0.55" stop-color="${lighten(background, 0.2)}"/><stop offset="1" stop-color="${background}"/></linearGradient>${blurFilter(`${id}-leafblur`, 18)}${cylinderGradient(`${id}-plinth0`, palette.white, 0.2)}${cylinderGradient(`${id}-plinth1`, palette.mist, 0.5)}</defs>
<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>
<path d="M900,${H} L900,340 A300,300 0 0 1 1500,340 L1500,${H} Z" fill="${palette.white}" opacity="0.55"/>
<circle cx="1500" cy="120" r="70" fill="${palette.clay}" opacity="0.16"/>
${leafShadows(id, W, 0.09)}
${plinths}${products}
${wordmark(96, H - 48, 18, palette.green, 'start')}`,
  );
}

/** An "our standard" picture: one icon large in a circle, a product beside it. */
export function standardSvg(key: string, icon: IconName, spec: ContainerSpec, background: string): string {
  const W = 640;
  const H = 480;
  const id = `standard-${key}`;
  return svgDocument(
    W,
    H,
    `<defs>${blurFilter(`${id}-leafblur`, 12)}</defs><rect width="${W}" height="${H}" fill="${background}"/>
<circle cx="230" cy="230" r="160" fill="${palette.white}" opacity="0.8"/>
<circle cx="230" cy="230" r="160" fill="none" stroke="${palette.clay}" stroke-width="2" stroke-dasharray="3 9" opacity="0.7"/>
${iconGroup(icon, 130, 130, 200)}
${leafShadows(id, W, 0.07)}
<rect y="410" width="${W}" height="70" fill="${darken(background, 0.05)}"/>
${groundShadow(`${id}-sh`, 480, 414, 110)}
${drawContainer(id, spec, 480, 416, scaleFor(spec, 300, 220))}`,
  );
}

/** A blog cover: a flat lay seen from above, products lying among leaves and swatches. */
export function blogSvg(key: string, items: ContainerSpec[], background: string): string {
  const W = 960;
  const H = 540;
  const id = `blog-${key}`;
  const random = seededRandom(key);
  const leaves = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + random() * 800;
    const y = 60 + random() * 420;
    return `<g transform="translate(${x} ${y}) rotate(${random() * 360}) scale(${1.1 + random()}) translate(-50 -50)"><path d="M50,88 C20,70 22,30 50,12 C78,30 80,70 50,88 Z" fill="${i % 2 ? palette.green : mix(palette.green, palette.mist, 0.35)}"/><path d="M50,84 L50,24" stroke="${palette.mist}" stroke-width="2" opacity="0.5"/></g>`;
  }).join('');
  const swatches = [0, 1].map((i) => {
    const x = 160 + i * 600 + random() * 60;
    const y = 120 + random() * 300;
    return `<circle cx="${x + 6}" cy="${y + 10}" r="46" fill="${palette.ink}" opacity="0.12" filter="url(#${id}-soft)"/><circle cx="${x}" cy="${y}" r="46" fill="${i ? palette.white : lighten(palette.clay, 0.5)}"/><path d="M${x - 24},${y - 6} C${x - 10},${y - 30} ${x + 20},${y - 26} ${x + 24},${y - 2}" stroke="${palette.white}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.8"/>`;
  });
  const lying = items
    .map((spec, i) => {
      const x = W / 2 + (i - (items.length - 1) / 2) * 250 + random() * 40;
      const y = 300 + (i % 2 ? -60 : 90) + random() * 30;
      const tilt = -70 + random() * 40 + (i % 2 ? 180 : 0);
      return `<g transform="translate(12 14)" opacity="0.16" filter="url(#${id}-soft)">${drawContainer(`${id}-s${i}`, { ...spec, name: '', caption: '' }, x, y, scaleFor(spec, 320, 240), tilt)}</g>${drawContainer(`${id}-c${i}`, spec, x, y, scaleFor(spec, 320, 240), tilt)}`;
    })
    .join('');
  return svgDocument(
    W,
    H,
    `<defs>${blurFilter(`${id}-soft`, 7)}</defs><rect width="${W}" height="${H}" fill="${background}"/>${leaves}${swatches.join('')}${lying}`,
  );
}

/** A shopper's photo: the product on a tiled bathroom shelf in warm light. */
export function reviewPhotoSvg(key: string, spec: ContainerSpec, tile: string): string {
  const S = 600;
  const id = `review-${key}`;
  let grid = '';
  for (let v = 0; v <= S; v += 75) {
    grid += `<path d="M${v},0 L${v},430 M0,${Math.min(v, 430)} L${S},${Math.min(v, 430)}" stroke="${palette.white}" stroke-width="3" opacity="0.8"/>`;
  }
  return svgDocument(
    S,
    S,
    `<defs><radialGradient id="${id}-light" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="${palette.white}" stop-opacity="0.45"/><stop offset="1" stop-color="${palette.ink}" stop-opacity="0.18"/></radialGradient></defs>
<rect width="${S}" height="${S}" fill="${tile}"/>${grid}
<rect y="430" width="${S}" height="24" fill="${lighten(palette.clay, 0.35)}"/><rect y="454" width="${S}" height="${S - 454}" fill="${darken(palette.clay, 0.1)}"/>
<circle cx="470" cy="404" r="34" fill="${palette.white}" opacity="0.9"/><path d="M450,404 a20,12 0 0 0 40,0" fill="none" stroke="${palette.mist}" stroke-width="4"/>
${groundShadow(`${id}-sh`, 260, 438, 140)}
${drawContainer(id, spec, 260, 440, scaleFor(spec, 330, 300), -4)}
<rect width="${S}" height="${S}" fill="url(#${id}-light)"/>`,
  );
}

/** A marketplace name set as a simple wordmark (our own lettering, not the marketplace's logo). */
export function partnerWordmarkSvg(name: string, style: 'serif' | 'sans' | 'bold', accent: string): string {
  const W = 480;
  const H = 200;
  const family = style === 'serif' ? 'DejaVu Serif, serif' : 'DejaVu Sans, sans-serif';
  const size = name.length > 8 ? 44 : 54;
  return svgDocument(
    W,
    H,
    `<rect width="${W}" height="${H}" rx="24" fill="${palette.white}"/><rect x="2" y="2" width="${W - 4}" height="${H - 4}" rx="22" fill="none" stroke="${palette.mist}" stroke-width="4"/>
<text x="${W / 2}" y="${H / 2 + size * 0.34}" font-family="${family}" font-size="${size}" font-weight="${style === 'bold' ? 'bold' : 'normal'}" fill="${palette.ink}" text-anchor="middle">${escapeXml(name)}</text>
<rect x="${W / 2 - 28}" y="${H / 2 + size * 0.6}" width="56" height="5" rx="2.5" fill="${accent}"/>`,
  );
}
