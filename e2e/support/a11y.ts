import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe-core on the page as it is now (an open dialog included) and fails on any serious or
 * critical violation, listing each rule with the elements it found, so the failure says what to fix.
 *
 * react-aria's live announcer is left out: a visually hidden node of its own that reads out toasts
 * and pending buttons through a `role="img"` labelled by the announced element, which dangles (and
 * axe flags it) for up to 7 s after that element is gone. It is the library's, not our markup.
 *
 * So is an `<iframe sandbox="">` (the mailbox's rendered e-mail) left out: a frame that may run no
 * script cannot host axe, and @axe-core/playwright waits on it with no time limit. Its content is
 * an e-mail, not a page of the store; the journey checks the frame's title itself.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // A modal not yet revealed: on a touch screen react-aria keeps a new modal transparent (an inline
  // `opacity: 0`, not yet data-entering) while it waits up to 600 ms for the on-screen keyboard
  // that a focused text field would open, which an emulated phone never opens. A journey that
  // fills a sheet's form faster than that met it, and axe judged the form's text against nothing.
  await page.waitForFunction(() => !Array.from(document.querySelectorAll<HTMLElement>('[data-rac]')).some((element) => element.style.opacity === '0'));
  // A dialog, sheet or drawer still fading or sliding in (react-aria marks it data-entering) has
  // half-transparent text that axe would judge by its colours mid-animation; judge it settled.
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  // The same for every other transition or animation still under way (a toast sliding in, a
  // button's colour easing after a press); those that never end (a spinner) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').exclude('iframe[sandbox=""]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(report, `axe found serious or critical violations on ${where}`).toEqual([]);
}

/** Fails when the page is wider than the viewport (sideways scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}
