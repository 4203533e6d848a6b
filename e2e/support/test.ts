import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

/** A hydration error or warning, as React's development and production builds word them. */
const HYDRATION_PROBLEM = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b|Minified React error #(418|419|421|422|423|425)\b/i;

/** One Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  directive: string;
  blockedUri: string;
  sourceFile: string;
  documentUrl: string;
  sample: string;
}

interface CspOptions {
  /**
   * Violations a test expects, as regular expressions (sources: option values must be plain
   * data) matched against `"<directive> <sourceFile|blockedUri>"` or the
   * console text: a test that provokes one on purpose, or a bundled library's harmless probe.
   * Empty everywhere else.
   */
  expectedCspViolations: string[];
}

/**
 * Every journey runs under the server's real policy, and a violation fails it: a style the
 * storefront needs that the CSP refuses is a broken page, even when the test's assertions pass.
 * Each browser context (the test's own and any a spec opens with `browser.newContext()`) reports
 * `securitypolicyviolation` events from every frame, and Chromium's console messages about refused
 * loads (which also cover workers, where no document listens). Every HTML page of the store must
 * carry a Content-Security-Policy, so the suite cannot pass by the policy silently going missing.
 * The same guard fails a journey on any hydration error or warning React reports (issue 17): a
 * server-rendered page that the browser renders differently has shown the shopper two pages.
 */
export const test = base.extend<CspOptions & { cspGuard: CspViolation[] }>({
  expectedCspViolations: [[], { option: true }],
  cspGuard: [
    async ({ context, browser, baseURL, expectedCspViolations }, use) => {
      const violations: CspViolation[] = [];
      const pagesWithoutPolicy: string[] = [];
      const hydrationProblems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;

      const guard = async (target: BrowserContext): Promise<void> => {
        await target.exposeBinding('__threadlineCspViolation', (_source, violation: CspViolation) => {
          violations.push(violation);
        });
        await target.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            (window as unknown as { __threadlineCspViolation(v: unknown): void }).__threadlineCspViolation({
              directive: event.effectiveDirective,
              blockedUri: event.blockedURI,
              sourceFile: event.sourceFile,
              documentUrl: event.documentURI,
              sample: event.sample,
            });
          });
        });
        target.on('console', (message) => {
          const text = message.text();
          if (/Content Security Policy/i.test(text)) {
            violations.push({ directive: 'console', blockedUri: '', sourceFile: message.location().url, documentUrl: message.page()?.url() ?? '', sample: text });
          }
        });
        // React reports a server page that did not hydrate as it was sent (its production build
        // by error number: 418 and its neighbours are the hydration errors) on the console or as
        // an uncaught error; either way the shopper saw one page and then got another.
        target.on('console', (message) => {
          const text = message.text();
          if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(text)) {
            hydrationProblems.push(`${message.page()?.url() ?? ''}: ${text}`);
          }
        });
        target.on('weberror', (error) => {
          const text = String(error.error());
          if (HYDRATION_PROBLEM.test(text)) hydrationProblems.push(`${error.page()?.url() ?? ''}: ${text}`);
        });
        target.on('response', (response) => {
          const request = response.request();
          if (request.resourceType() !== 'document' || new URL(response.url()).origin !== origin) return;
          const type = response.headers()['content-type'] ?? '';
          if (type.startsWith('text/html') && !response.headers()['content-security-policy']) pagesWithoutPolicy.push(response.url());
        });
      };

      await guard(context);
      // Journeys with two people (admin and shopper) open more contexts from the same browser.
      const newContext = browser.newContext.bind(browser) as Browser['newContext'];
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext(...args);
        await guard(created);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }

      // Reports travel from the page over the protocol: give the last ones a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 150));
      const expected = expectedCspViolations.map((source) => new RegExp(source));
      const unexpected = violations.filter((violation) => {
        const key = `${violation.directive} ${violation.sourceFile || violation.blockedUri}`;
        return !expected.some((pattern) => pattern.test(key) || pattern.test(violation.sample));
      });
      expect(unexpected, 'Content-Security-Policy violations during the journey').toEqual([]);
      expect(pagesWithoutPolicy, 'HTML pages served without a Content-Security-Policy').toEqual([]);
      expect(hydrationProblems, 'Hydration errors or warnings in the console').toEqual([]);
    },
    { auto: true },
  ],
});
