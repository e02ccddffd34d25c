// The `test` and `expect` every journey imports: `test` carries an automatic fixture that watches the
// browser for console errors, uncaught exceptions and CSP violations from the first page load and
// fails the journey if any were left when it ends. A journey that provokes one on purpose says so
// with `pageProblems.allow(/…/)`.
//
// Its `page` also waits, after `goto` and `reload`, until a server-rendered page is live (the
// storefront sets `data-hydrated` on <html>, web/src/ui/hydration-mark.tsx): a server-rendered page
// shows its buttons before its script runs; a tap then is held until the page is live (checkout.spec.ts
// checks that), but a journey's checks are about the live page.
import { test as base, expect, type Page } from '@playwright/test';
import { watchPageProblems, type PageProblems } from './page-problems.ts';

/** The non-executable JSON script a server-rendered page carries its query cache in. */
const SERVER_STATE_SELECTOR = 'script#prime-query-state';

async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      !document.querySelector(selector) || document.documentElement.getAttribute('data-hydrated') === 'true',
    SERVER_STATE_SELECTOR,
  );
}

export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ context }, use) => {
      const problems = await watchPageProblems(context);
      await use(problems);
      expect(problems.found, 'console errors, uncaught exceptions and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await use(waitingUntilLive(page));
  },
});

/**
 * The page, its `goto` and `reload` waiting until a server-rendered page is live; the journey's own
 * page has it already, a page of a context the journey opens itself gets it here.
 */
export function waitingUntilLive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilLive(page);
    return response;
  };
  return page;
}

export { expect };
