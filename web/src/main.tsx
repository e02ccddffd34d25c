// The browser's entry, small on purpose. A page the server rendered is whole in its HTML and drawn by
// the CSS in its head (docs/decisions/0013-server-rendered-pages.md); the server keeps the page's
// stylesheets and modules in an inert <template> (server/src/pages/document.ts), so that on a phone's
// connection nothing shares the bandwidth with the page's largest image. Once that image is on screen,
// this adds them to the document and starts the app (start-app.tsx), which hydrates the page
// (docs/decisions/0016-images-fonts-and-page-speed.md). A page without the template (one the browser
// draws) starts the app at once.
import './styles/theme.css';

/** The template the server leaves the page's stylesheets and module preloads in. */
const DEFERRED_ASSETS_ID = 'prime-deferred-assets';
/** The CSS the server inlined for what the page shows (server/src/pages/head.ts). */
const INLINED_CSS = 'style[data-critical-css]';
/** A largest image that takes longer than this (a stalled request) holds the app back no longer. */
const LARGEST_IMAGE_WAIT_MS = 3000;

/** Resolves after the frame that paints the page's largest image (the one with high fetch priority). */
async function largestImageShown(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image && !image.complete) {
    await new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, LARGEST_IMAGE_WAIT_MS);
    });
  }
  // A loaded image may still be decoding; a failed one has nothing to decode.
  await image?.decode().catch(() => undefined);
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Adds the deferred module preloads and stylesheets to the head. The stylesheets start as `print`
 * (fetched, not applied) and apply together once all have arrived: applied one by one as they
 * came, an earlier sheet's rule would override the inlined copy of a later sheet's rule for a moment
 * (the `.container` padding over the header row's) and move the page. The inlined CSS, a copy of
 * their rules for what the page shows, goes in the same step. Resolves when the page's styles are
 * whole.
 */
async function addDeferredAssets(template: HTMLTemplateElement): Promise<void> {
  const assets = document.importNode(template.content, true);
  const sheets = [...assets.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  const arrived = sheets.map(
    (sheet) =>
      new Promise<boolean>((resolve) => {
        sheet.addEventListener('load', () => resolve(true), { once: true });
        sheet.addEventListener('error', () => resolve(false), { once: true });
      }),
  );
  for (const sheet of sheets) sheet.media = 'print';
  document.head.append(assets);
  const loaded = await Promise.all(arrived);
  for (const sheet of sheets) sheet.removeAttribute('media');
  // A sheet that failed leaves its rules to the inlined copy.
  if (loaded.every(Boolean)) for (const style of document.querySelectorAll(INLINED_CSS)) style.remove();
}

async function start() {
  const template = document.getElementById(DEFERRED_ASSETS_ID);
  let stylesWhole = Promise.resolve();
  if (template instanceof HTMLTemplateElement) {
    await largestImageShown();
    stylesWhole = addDeferredAssets(template);
  }
  // The app loads while the stylesheets arrive, and hydrates once the page's styles are whole.
  const [{ startApp }] = await Promise.all([import('./start-app.tsx'), stylesWhole]);
  startApp();
}

void start();
