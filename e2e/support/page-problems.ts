// What a shopper never sees but a broken page leaves behind: console errors, uncaught exceptions and
// Content-Security-Policy violations (a refused `eval` is caught by the code that tried it and
// reaches neither the console nor the page, only a `securitypolicyviolation` event). Watched on the
// whole browser context, so pages a journey opens itself are covered too.
import type { BrowserContext } from '@playwright/test';

export interface PageProblems {
  /** Everything seen so far that no `allow` pattern covers. */
  readonly found: string[];
  /**
   * Accepts problems matching `pattern` in this journey, e.g. the browser's own console line for an
   * answer the journey provokes on purpose ("Failed to load resource: … 401"). Say why beside it.
   */
  allow(pattern: RegExp): void;
}

export async function watchPageProblems(context: BrowserContext): Promise<PageProblems> {
  const seen: string[] = [];
  const allowed: RegExp[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error on ${message.page()?.url()}: ${message.text()}`);
  });
  context.on('weberror', (error) =>
    seen.push(`uncaught exception on ${error.page()?.url()}: ${error.error().message}`),
  );
  await context.exposeBinding('reportCspViolation', ({ page }, directive: string, blocked: string) =>
    seen.push(`CSP violation on ${page.url()}: ${directive} blocked ${blocked}`),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (d: string, b: string) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(event.violatedDirective, event.blockedURI),
    );
  });
  return {
    get found() {
      return seen.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
    },
    allow(pattern) {
      allowed.push(pattern);
    },
  };
}
