import { SHOPPER, signInDirectly } from '../support/accounts.js';
import { expect, test } from '../support/test.js';

// The Content-Security-Policy as a browser enforces it (issue 11, part 4). Every other journey
// fails on a violation (support/test.ts); these check that the policy is really there and bites,
// and walk the places that need something beyond 'self': the map frame and the explorer.

test.describe('storefront policy', () => {
  // This test injects markup on purpose; the policy's refusals of it are the point.
  test.use({ expectedCspViolations: ['^style-src-elem ', '^script-src-elem ', 'inline (style|script)'] });

  test('styled-components styles carry the response nonce; injected styles and scripts are refused @phone', async ({ page, cspGuard }) => {
    const response = await page.goto('/auth/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `a nonce in ${policy}`).toBeTruthy();
    // Scripts: the bundle's files, and index.html's one inline script, which holds early presses.
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}';`);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    // The nonce went from the header to the meta tag to styled-components' <style> element.
    const nonces = await page.evaluate(() => ({
      meta: (document.querySelector('meta[property="csp-nonce"]') as HTMLMetaElement | null)?.nonce,
      styled: (document.querySelector('style[data-styled]') as HTMLStyleElement | null)?.nonce,
    }));
    expect(nonces).toEqual({ meta: nonce, styled: nonce });
    // And its rules apply: the primary button is not the browser's default grey.
    const background = await page.getByRole('button', { name: 'Sign In' }).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgb(239, 239, 239)');

    const injected = await page.evaluate(async () => {
      const style = document.createElement('style');
      style.textContent = 'body { --injected: yes }';
      document.head.append(style);
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { applied: getComputedStyle(document.body).getPropertyValue('--injected'), ran: (window as unknown as { __injected?: boolean }).__injected === true };
    });
    expect(injected).toEqual({ applied: '', ran: false });
    await expect.poll(() => cspGuard.map((violation) => violation.directive).sort()).toEqual(expect.arrayContaining(['script-src-elem', 'style-src-elem']));
  });
});

test('a violation the test did not expect fails the journey', async ({ page }) => {
  // The guard in support/test.ts is what makes every other journey run under the policy: prove it bites.
  test.fail(true, 'an injected <style> is refused, and the refusal must fail the test');
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { --injected: yes }';
    document.head.append(style);
  });
});

test('the About map loads from OpenStreetMap, the one frame origin the policy allows', async ({ page }) => {
  // Never the real OpenStreetMap from a test: the policy is decided before the request, so a
  // stand-in answer proves the frame is allowed.
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Stand-in map</p>' }));
  await signInDirectly(page, SHOPPER, '/shop/home');
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto('/shop/about');
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.frameLocator('iframe[title^="Map"]').getByText('Stand-in map')).toBeVisible();
});

test.describe('GraphQL explorer', () => {
  // Altair's bundled zod tries `new Function('')` once to see whether it may compile validators,
  // and falls back when the policy says no: a refusal by design, not a breakage.
  test.use({ expectedCspViolations: ['^script-src \\S*/graphql-explorer/chunk-', 'Evaluating a string as JavaScript'] });

  test('runs a query under its own policy', async ({ page }) => {
    const response = await page.goto('/graphql');
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('"totalCount"')).toBeVisible();
  });
});
