// Where a page opens. A new page starts at its top; going back (POP) leaves the browser's own scroll
// restoration alone. A link with a hash (the footer's About, `/#about`) opens at its target instead,
// also from another page: the target may render only after the page's chunk and data arrive, and the
// sections above it may still grow, so the page waits for the target and keeps it in place until the
// layout settles or the shopper scrolls.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a target is waited for and kept in place while the page above it loads. */
const HASH_SETTLE_MS = 5000;

const SHOPPER_TAKES_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The element a hash names, decoded (`#caf%C3%A9` names `café`). */
function hashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names the id as written.
  }
  return id ? document.getElementById(id) : null;
}

/** Focus follows the scroll, as it does for an in-page link, without a second jump. */
function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Scrolls to the hash's target once it exists and re-aligns it while the layout above it changes.
 * Answers the clean-up that stops waiting.
 */
function followHash(hash: string, smooth: boolean): () => void {
  const listeners: (() => void)[] = [];
  const stop = () => listeners.splice(0).forEach((remove) => remove());
  let target: HTMLElement | null = null;

  const align = (behavior: ScrollBehavior) => target?.scrollIntoView({ behavior, block: 'start' });
  const find = () => {
    if (target?.isConnected) return;
    target = hashTarget(hash);
    if (!target) return;
    align(smooth ? 'smooth' : 'auto');
    focusTarget(target);
    // Smooth scrolling is for a page that is already laid out: nothing above will move.
    if (smooth) stop();
  };

  const mutations = new MutationObserver(() => {
    find();
    if (target) align('auto');
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  listeners.push(() => mutations.disconnect());
  if (typeof ResizeObserver === 'function') {
    const resizes = new ResizeObserver(() => target && align('auto'));
    resizes.observe(document.body);
    listeners.push(() => resizes.disconnect());
  }
  const timer = window.setTimeout(stop, HASH_SETTLE_MS);
  listeners.push(() => window.clearTimeout(timer));
  for (const type of SHOPPER_TAKES_OVER) {
    window.addEventListener(type, stop, { passive: true });
    listeners.push(() => window.removeEventListener(type, stop));
  }

  find();
  return stop;
}

export function ScrollToTop() {
  const { pathname, search, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const lastPath = useRef(pathname);

  useEffect(() => {
    const opened = firstRender.current;
    const samePage = !opened && lastPath.current === pathname;
    firstRender.current = false;
    lastPath.current = pathname;
    // The browser restores scroll on Back and Forward; a page loaded at /#about needs the target found.
    if (navigationType === 'POP' && !(opened && hash)) return;
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const smooth = samePage && !prefersReducedMotion() && hashTarget(hash) !== null;
    return followHash(hash, smooth);
    // `key` changes on every navigation, so the same link followed again scrolls again.
  }, [pathname, search, hash, key, navigationType]);
  return null;
}
