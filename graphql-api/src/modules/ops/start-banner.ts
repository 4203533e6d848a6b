/** What a start prints for the person who ran it: where the store is, how to sign in, where e-mail goes. */
export function startBanner(options: {
  url: string;
  smtpConfigured: boolean;
  demoAccounts: ReadonlyArray<{ role: string; email: string; password: string }>;
  /** The interface the server listens on (HOST). */
  host: string;
}): string {
  const { url, smtpConfigured, demoAccounts, host } = options;
  const lines = [``, `Threadline store:   ${url}`, `GraphQL endpoint:   ${url}/graphql`, ``];
  // The mailbox holds every shopper's e-mails (reset links among them), so it is the admin's in
  // every mode; said beside the admin's credentials, which are how a newcomer opens it.
  for (const account of demoAccounts) {
    const note = account.role === 'admin' ? '   (sign in as this admin to read the mailbox)' : '';
    lines.push(`Demo ${account.role.padEnd(7)} ${account.email} / ${account.password}${note}`);
  }
  const kept = smtpConfigured ? '' : '; no SMTP_URL: e-mails are kept there, not sent';
  lines.push(`Mailbox:            ${url}/mailbox (admin sign-in required${kept})`, ``);
  if (demoAccounts.length > 0 && !isLoopback(host)) {
    lines.push(
      `WARNING: HOST=${host} lets other machines reach this store, and the demo passwords above are published:`,
      `anyone who can reach it can sign in as the admin. Change them, or leave HOST unset (this machine only).`,
      ``,
    );
  }
  return lines.join('\n');
}

/** A listening address that only this machine can reach. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
