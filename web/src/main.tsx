// The browser's entry, small on purpose. A page the server rendered is whole in its HTML and drawn by
// the CSS in its head (docs/decisions/0013-server-rendered-pages.md); the server keeps the page's
// stylesheets and modules in an inert <template> (server/src/pages/document.ts), so that on a phone's
// connection nothing shares the bandwidth with the page's largest image. Once that image is on screen,
// this adds them to the document and starts the app (start-app.tsx), which hydrates the page
// (docs/decisions/0016-images-fonts-and-page-speed.md). A page without the template (one the browser
// draws) starts the app at once. A tap on a button before the page is live is held and made again
// once it is, and text typed or a choice made in a field then is given to the app (holdEarlyTaps).
import './styles/theme.css';
import { HYDRATED_ATTRIBUTE } from './ui/hydrated-attribute.ts';

/** The template the server leaves the page's stylesheets and module preloads in. */
const DEFERRED_ASSETS_ID = 'prime-deferred-assets';
/** The page's largest image, which web/src/ui/responsive-image.tsx marks for Element Timing. */
const LARGEST_IMAGE = 'img[elementtiming="largest-image"]';
/** A largest image that takes longer than this (a stalled request) holds the app back no longer. */
const LARGEST_IMAGE_WAIT_MS = 3000;

const afterNextFrame = (resolve: () => void) => requestAnimationFrame(() => setTimeout(resolve, 0));

/** Resolves once the page's largest image is on screen, or has failed, or is taking too long. */
function largestImageShown(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>(LARGEST_IMAGE);
  return new Promise((resolve) => {
    if (!image || (image.complete && image.naturalWidth === 0)) {
      afterNextFrame(resolve);
      return;
    }
    setTimeout(resolve, LARGEST_IMAGE_WAIT_MS);
    image.addEventListener('error', () => resolve(), { once: true });
    if (PerformanceObserver.supportedEntryTypes.includes('element')) {
      // The browser's own report that the image is on screen (Element Timing, in Chromium): a frame
      // drawn on a busy phone can reach the screen well after the script that asked for it ran.
      new PerformanceObserver((list, observer) => {
        if (list.getEntries().some((entry) => 'element' in entry && entry.element === image)) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: 'element', buffered: true });
      return;
    }
    // Elsewhere, the frame after it has loaded and been decoded.
    const loaded = image.complete
      ? Promise.resolve()
      : new Promise((done) => image.addEventListener('load', done, { once: true }));
    void loaded
      .then(() => image.decode())
      .catch(() => undefined)
      .then(() => afterNextFrame(resolve));
  });
}

/**
 * Resolves once these stylesheets (the app's one stylesheet: web/vite.config.ts) have arrived or
 * failed. The CSS the server inlined for what the page shows (server/src/pages/head.ts) stays: its
 * rules are a copy of theirs, in their order and before them, so the cascade is theirs either way,
 * and taking it away would make the browser match every element's style once more, a long task on
 * a phone (docs/decisions/0043-layout-work-before-a-page-is-live.md).
 */
async function stylesheetsArrived(sheets: HTMLLinkElement[]): Promise<void> {
  await Promise.all(
    sheets.map(
      (sheet) =>
        new Promise<void>((resolve) => {
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
}

/**
 * What a tap works through the app alone: a button, or a radio or checkbox (tapped or through its
 * label), whose state the app keeps. Links and text boxes work without it.
 */
function appControl(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Element)) return undefined;
  const button = target.closest('button');
  if (button) return button;
  const label = target.closest('label');
  const control = label ? label.control : target;
  const toggles =
    control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
  return toggles ? control : undefined;
}

const isCheckbox = (control: HTMLElement) =>
  control instanceof HTMLInputElement && control.type === 'checkbox';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose typed text or chosen option the app keeps (a pincode, the search, a quantity). */
function typedField(target: EventTarget | null): Field | undefined {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return target;
  const toggles =
    target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');
  return target instanceof HTMLInputElement && !toggles ? target : undefined;
}

/**
 * Gives the app what was typed into a field before it was live. Hydration leaves the typed text on
 * screen while the app's state holds the server's value, which a controlled box keeps as its default
 * value, and React counts a box as changed only when its text differs from the value it last saw
 * set through the box's `value`: so the app's value is set that way, the typed text put back beside
 * it, and the input event a keystroke makes is sent. A list's choice is sent as its change.
 */
function typeAgain(field: Field, typed: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Whether React has taken the field over: it keeps the field's props on it from hydration on. */
const isLive = (field: Field) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

/**
 * A field of a part the app draws after the page is live (the footer and its message form load as a
 * chunk of their own) is given its text once that part is live too: 10 s at most.
 */
async function whenLive(field: Field): Promise<void> {
  for (let waited = 0; !isLive(field) && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the shopper did before the page was live, made again in order once it is. */
type HeldAction = { control: HTMLElement } | { field: Field; typed: string };

/**
 * Until the page is live its buttons are only HTML: a tap on ADD TO CART would reach no handler and be
 * lost, and a pack size chosen would change a radio the app does not know of. Such taps are held
 * instead (their default prevented, so no form is sent and no box changes); the first starts the app
 * at once rather than after the largest image, and once the page has set its live mark they are made
 * again, in order, each in a task of its own so the app has drawn the one before (the pack size, then
 * ADD TO CART). A control tapped again while held counts once, at its last place (an impatient shopper
 * tapping a silent button means it once); a checkbox tapped twice is as if untouched. Text typed into
 * a box (or an option chosen) stays on screen as the browser drew it; it starts the app too, and its
 * last value is given to the app at its place among the taps (a quantity typed, then ADD TO CART).
 */
function holdEarlyTaps(): Promise<void> {
  const held: HeldAction[] = [];
  const serverPage = location.pathname + location.search;
  let firstTap!: () => void;
  const tapped = new Promise<void>((resolve) => (firstTap = resolve));
  const release = () => {
    live.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', holdTyping, true);
    void (async () => {
      for (const action of held.splice(0)) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if ('field' in action) {
          await whenLive(action.field);
          if (action.field.isConnected) typeAgain(action.field, action.typed);
        } else if (action.control.isConnected) action.control.click();
      }
    })();
  };
  // The app has gone to another page before this one was live (a link in the header, live before
  // the page): the app is running, and a page outside the storefront never sets the mark.
  const leftPage = () => location.pathname + location.search !== serverPage;
  const hold = (event: MouseEvent) => {
    if (leftPage()) return release();
    const control = appControl(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const at = held.findIndex((action) => 'control' in action && action.control === control);
    if (at >= 0) held.splice(at, 1);
    if (at < 0 || !isCheckbox(control)) held.push({ control });
    firstTap();
  };
  const holdTyping = (event: Event) => {
    if (leftPage()) return release();
    const field = typedField(event.target);
    if (!field) return;
    const at = held.findIndex((action) => 'field' in action && action.field === field);
    if (at >= 0) held.splice(at, 1);
    held.push({ field, typed: field.value });
    firstTap();
  };
  const live = new MutationObserver(() => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) release();
  });
  document.addEventListener('click', hold, true);
  document.addEventListener('input', holdTyping, true);
  live.observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  return tapped;
}

async function start() {
  const template = document.getElementById(DEFERRED_ASSETS_ID);
  let stylesWhole = Promise.resolve();
  if (template instanceof HTMLTemplateElement) {
    const tapped = holdEarlyTaps();
    await Promise.race([largestImageShown(), tapped]);
    const assets = document.importNode(template.content, true);
    const sheets = [...assets.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    stylesWhole = stylesheetsArrived(sheets);
    document.head.append(...sheets);
    // The module preloads (the rest) in a task of their own: a phone's main thread takes a moment to
    // start each request, and the home page's thirty at once held it for longer than a frame.
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.head.append(assets);
  }
  // The app loads while the stylesheet arrives, and hydrates once the page's styles are whole: in a
  // task after the one that ran the app's modules, which together would block a phone's main thread
  // for longer than a tap may wait (docs/decisions/0043-layout-work-before-a-page-is-live.md).
  const [{ startApp }] = await Promise.all([import('./start-app.tsx'), stylesWhole]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  startApp();
}

void start();
