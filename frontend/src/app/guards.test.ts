import { describe, expect, it } from 'vitest';
import { guardRedirect, isOpenToEveryone, type GuardViewer } from './guards';

const guest: GuardViewer = { isAuthenticated: false, role: null };
const shopper: GuardViewer = { isAuthenticated: true, role: 'USER' };
const admin: GuardViewer = { isAuthenticated: true, role: 'ADMIN' };

describe('guardRedirect', () => {
  it.each([
    // "/" sends everyone to where they belong.
    ['/', guest, '/auth/login'],
    ['/', shopper, '/shop/home'],
    ['/', admin, '/admin/dashboard'],

    // Signed out: only the sign-in and sign-up forms, and the way back in with a forgotten password.
    ['/auth/login', guest, null],
    ['/auth/register', guest, null],
    ['/auth/forgot-password', guest, null],
    ['/auth/reset-password', guest, null],
    ['/auth/reset-password/', guest, null],
    ['/auth/login/', guest, null],
    ['/auth', guest, '/auth/login'],
    ['/shop/home', guest, '/auth/login'],
    ['/shop/listing', guest, '/auth/login'],
    ['/shop', guest, '/auth/login'],
    ['/shop/checkout', guest, '/auth/login'],
    ['/admin/dashboard', guest, '/auth/login'],
    ['/admin', guest, '/auth/login'],

    // Signed in: the auth forms send people home.
    ['/auth/login', shopper, '/shop/home'],
    ['/auth/register', shopper, '/shop/home'],
    ['/auth/login', admin, '/admin/dashboard'],
    ['/auth/register', admin, '/admin/dashboard'],
    ['/auth/forgot-password', shopper, '/shop/home'],
    ['/auth/reset-password', shopper, '/shop/home'],
    ['/auth/forgot-password', admin, '/admin/dashboard'],
    ['/auth/reset-password', admin, '/admin/dashboard'],

    // Shoppers stay out of the back office.
    ['/shop/home', shopper, null],
    ['/shop/listing', shopper, null],
    ['/shop/about', shopper, null],
    ['/shop/payment-success', shopper, null],
    ['/admin/dashboard', shopper, '/unauth-page'],
    ['/admin/products', shopper, '/unauth-page'],
    ['/admin/store-details', shopper, '/unauth-page'],
    ['/admin', shopper, '/unauth-page'],

    // Admins stay out of the shop.
    ['/admin/dashboard', admin, null],
    ['/admin/orders', admin, null],
    ['/admin/features', admin, null],
    ['/admin/store-details', admin, null],
    ['/shop/home', admin, '/admin/dashboard'],
    ['/shop/listing', admin, '/admin/dashboard'],
    ['/shop', admin, '/admin/dashboard'],

    // The access-denied and not-found pages are for everyone.
    ['/unauth-page', guest, null],
    ['/unauth-page', shopper, null],
    ['/unauth-page', admin, null],
    ['/no-such-page', guest, null],
    ['/no-such-page', shopper, null],
    ['/no-such-page', admin, null],

    // The mailbox is an admin's page in every mode (shoppers' e-mails, reset links among them).
    ['/mailbox', guest, '/auth/login'],
    ['/mailbox', shopper, '/unauth-page'],
    ['/mailbox/', shopper, '/unauth-page'],
    ['/mailbox', admin, null],
    ['/mailboxes', shopper, null],

    // No other page under /auth opens to a guest because of the reset pages.
    ['/auth/reset-password-now', guest, '/auth/login'],

    // A lookalike prefix is not the guarded area.
    ['/shopping', guest, null],
    ['/administrator', shopper, null],
  ] as const)('%s as %o → %s', (pathname, viewer, expected) => {
    expect(guardRedirect(pathname, viewer)).toBe(expected);
  });

  it('treats a signed-out viewer as a guest whatever role is left over', () => {
    expect(guardRedirect('/admin/dashboard', { isAuthenticated: false, role: 'ADMIN' })).toBe('/auth/login');
  });
});

describe('isOpenToEveryone', () => {
  it.each([
    ['/unauth-page', true],
    ['/mailbox', false],
    ['/missing', true],
    ['/', false],
    ['/auth/login', false],
    ['/auth/forgot-password', false],
    ['/shop/home', false],
    ['/admin/orders', false],
  ] as const)('%s → %s', (pathname, expected) => {
    expect(isOpenToEveryone(pathname)).toBe(expected);
  });
});
