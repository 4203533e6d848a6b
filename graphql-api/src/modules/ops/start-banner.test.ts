import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.js';

const ADMIN = { role: 'admin', email: 'admin@threadline.store', password: 'Admin@1234' };
const SHOPPER = { role: 'user', email: 'shopper@threadline.store', password: 'Shopper@1234' };

describe('the start banner', () => {
  it('says the mailbox needs the admin sign-in, beside the demo admin’s credentials', () => {
    const lines = startBanner({ url: 'http://localhost:4000', smtpConfigured: false, demoAccounts: [ADMIN, SHOPPER], host: '127.0.0.1' }).split('\n');
    const admin = lines.findIndex((line) => line.startsWith('Demo admin'));
    expect(lines.slice(admin, admin + 3)).toEqual([
      'Demo admin   admin@threadline.store / Admin@1234   (sign in as this admin to read the mailbox)',
      'Demo user    shopper@threadline.store / Shopper@1234',
      'Mailbox:            http://localhost:4000/mailbox (admin sign-in required; no SMTP_URL: e-mails are kept there, not sent)',
    ]);
  });

  it('says the same with no demo accounts (production, or ADMIN_EMAIL set) and a mail server', () => {
    const banner = startBanner({ url: 'https://shop.example', smtpConfigured: true, demoAccounts: [], host: '0.0.0.0' });
    expect(banner).toContain('\nMailbox:            https://shop.example/mailbox (admin sign-in required)\n');
    expect(banner).not.toContain('Demo');
    expect(banner).not.toContain('WARNING');
  });

  it('warns when demo accounts with published passwords can be reached from other machines', () => {
    const exposed = startBanner({ url: 'http://localhost:4000', smtpConfigured: false, demoAccounts: [ADMIN], host: '0.0.0.0' });
    expect(exposed).toContain('WARNING: HOST=0.0.0.0 lets other machines reach this store');
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      expect(startBanner({ url: 'http://localhost:4000', smtpConfigured: false, demoAccounts: [ADMIN], host })).not.toContain('WARNING');
    }
  });
});
