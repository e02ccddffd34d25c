// What a shopper never sees but a broken page leaves behind: console errors, uncaught exceptions and
// Content-Security-Policy violations (a refused `eval` is caught by the code that tried it and
// reaches neither the console nor the page, only a `securitypolicyviolation` event).
import { expect, type Page } from '@playwright/test';

export async function watchPageProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (directive: string, blocked: string) =>
    problems.push(`CSP violation: ${directive} ${blocked}`),
  );
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (d: string, b: string) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(event.violatedDirective, event.blockedURI),
    );
  });
  return {
    expectNone() {
      expect(problems, 'console errors, exceptions and CSP violations').toEqual([]);
    },
  };
}
