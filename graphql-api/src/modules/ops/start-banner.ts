/** What a start prints for the person who ran it: where the store is, how to sign in, where e-mail goes. */
export function startBanner(options: {
  url: string;
  smtpConfigured: boolean;
  demoAccounts: ReadonlyArray<{ role: string; email: string; password: string }>;
}): string {
  const { url, smtpConfigured, demoAccounts } = options;
  const lines = [``, `Threadline store:   ${url}`, `GraphQL endpoint:   ${url}/graphql`, ``];
  for (const account of demoAccounts) lines.push(`Demo ${account.role.padEnd(7)} ${account.email} / ${account.password}`);
  // The mailbox holds every shopper's e-mails (reset links among them), so it is the admin's in
  // every mode; said beside the admin's credentials, which are how a newcomer opens it.
  const kept = smtpConfigured ? 'what the store sent' : 'no SMTP_URL, so e-mails are kept there, not sent';
  const admin = demoAccounts.find((account) => account.role === 'admin');
  lines.push(`Mailbox:            ${url}/mailbox (${kept}); sign in as ${admin ? `the demo admin (${admin.email})` : 'an admin'} to read it`, ``);
  return lines.join('\n');
}
