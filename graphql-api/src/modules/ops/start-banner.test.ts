import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.js';

const ADMIN = { role: 'admin', email: 'admin@threadline.store', password: 'Admin@1234' };
const SHOPPER = { role: 'user', email: 'shopper@threadline.store', password: 'Shopper@1234' };

describe('the start banner', () => {
  it('says the mailbox needs the admin sign-in, beside the demo admin’s credentials', () => {
    const banner = startBanner({ url: 'http://localhost:4000', smtpConfigured: false, demoAccounts: [ADMIN, SHOPPER] });
    const lines = banner.split('\n');
    const admin = lines.findIndex((line) => line.startsWith('Demo admin'));
    expect(lines[admin]).toBe('Demo admin   admin@threadline.store / Admin@1234');
    expect(lines.slice(admin + 1, admin + 3)).toEqual([
      'Demo user    shopper@threadline.store / Shopper@1234',
      'Mailbox:            http://localhost:4000/mailbox (no SMTP_URL, so e-mails are kept there, not sent); sign in as the demo admin (admin@threadline.store) to read it',
    ]);
  });

  it('names an admin sign-in when no demo accounts exist (production, or ADMIN_EMAIL set)', () => {
    const banner = startBanner({ url: 'https://shop.example', smtpConfigured: true, demoAccounts: [] });
    expect(banner).toContain('Mailbox:            https://shop.example/mailbox (what the store sent); sign in as an admin to read it');
    expect(banner).not.toContain('Demo');
  });
});
