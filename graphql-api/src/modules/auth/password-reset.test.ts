import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_RESET_MESSAGES } from '@threadline/domain';
import { createUser, TEST_PASSWORD } from '../../../test/factories.js';
import { startTestServer, type TestServer } from '../../../test/harness.js';
import { expectDocumented, rest } from '../../../test/rest.js';
import { startSmtpServer, waitUntil, type TestSmtpServer } from '../../../test/smtp-server.js';
import { EmailKind, EmailMessage } from '../mail/email-message.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { MAX_RESET_REQUESTS_PER_ACCOUNT, RESET_ANSWER_FLOOR_MS } from './password-reset.service.js';

const PUBLIC_URL = 'https://shop.example';
const PARTNER = 'https://partner.example:8443';
const REQUEST = 'mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message userErrors { code field message } } }';
const RESET = 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok userErrors { code field message } } }';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { token userErrors { code } } }';
const NEW_PASSWORD = 'Fresh#Start9';

interface UserErrorData {
  code: string;
  field: string | null;
  message: string;
}

describe('forgot password', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL, RESET_URL_ORIGINS: PARTNER });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const requestReset = (email: string, resetUrl?: string) =>
    server.gql<{ requestPasswordReset: { message: string; userErrors: UserErrorData[] } }>(REQUEST, { input: { email, resetUrl } });

  /** The text and HTML of the next reset e-mail to arrive for this address. */
  async function nextMailTo(email: string, before: number): Promise<{ text: string; html: string }> {
    await waitUntil(() => smtp.received.slice(before).some((mail) => sentTo(mail, email)));
    const mail = smtp.received.slice(before).find((candidate) => sentTo(candidate, email))!;
    return { text: mail.text!, html: String(mail.html) };
  }
  const resetPassword = (token: string, password: string) =>
    server.gql<{ resetPassword: { ok: boolean; userErrors: UserErrorData[] } }>(RESET, { input: { token, password } });
  const login = (email: string, password: string) => server.gql<{ login: { token: string | null; userErrors: UserErrorData[] } }>(LOGIN, { input: { email, password } });
  const me = (token: string) => server.gql<{ me: { email: string } | null }>('{ me { email } }', {}, { token });

  /** Asks for a link and returns the token from the e-mail that arrived. */
  async function tokenFromEmail(email: string): Promise<string> {
    const before = smtp.received.length;
    const { body } = await requestReset(email);
    expect(body.data!.requestPasswordReset).toEqual({ message: PASSWORD_RESET_MESSAGES.REQUESTED, userErrors: [] });
    await waitUntil(() => smtp.received.slice(before).some((mail) => sentTo(mail, email)));
    const mail = smtp.received.slice(before).find((candidate) => sentTo(candidate, email))!;
    expect(mail.subject).toBe('Reset your Threadline password');
    const link = /https:\/\/shop\.example\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text!);
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(`href="${PUBLIC_URL}/auth/reset-password?token=${link![1]}"`);
    return link![1]!;
  }

  it('e-mails a single-use link; the new password signs in, every older session is refused, and the link cannot be used again', async () => {
    const user = await createUser(server.em());
    const oldSession = (await login(user.email, TEST_PASSWORD)).body.data!.login.token!;
    const issuedSession = await server.tokenFor(user);
    expect((await me(oldSession)).body.data!.me).toEqual({ email: user.email });

    const token = await tokenFromEmail(user.email.toUpperCase());
    // Only the token's hash is kept, and the sent e-mail's copy no longer holds the link.
    const stored = await server.em().find(PasswordResetToken, { user: user.id });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    await waitUntil(async () => (await server.em().findOneOrFail(EmailMessage, { recipient: user.email })).status === 'SENT');
    const kept = await server.em().findOneOrFail(EmailMessage, { recipient: user.email });
    expect(JSON.stringify(kept.payload) + kept.html + kept.text).not.toContain(token);

    const { body } = await resetPassword(token, NEW_PASSWORD);
    expect(body.data!.resetPassword).toEqual({ ok: true, userErrors: [] });

    for (const session of [oldSession, issuedSession]) expect((await me(session)).body.data!.me).toBeNull();
    expect((await login(user.email, TEST_PASSWORD)).body.data!.login.userErrors.map((error) => error.code)).toEqual(['INVALID_CREDENTIALS']);
    const newSession = (await login(user.email, NEW_PASSWORD)).body.data!.login.token!;
    expect((await me(newSession)).body.data!.me).toEqual({ email: user.email });

    const again = await resetPassword(token, 'Another#Pass1');
    expect(again.body.data!.resetPassword).toEqual({
      ok: false,
      userErrors: [{ code: 'RESET_TOKEN_INVALID', field: 'token', message: PASSWORD_RESET_MESSAGES.TOKEN_INVALID }],
    });
  });

  it('refuses an expired link and a made-up one, and changes nothing', async () => {
    const user = await createUser(server.em());
    const token = await tokenFromEmail(user.email);
    await server.em().nativeUpdate(PasswordResetToken, { user: user.id }, { expiresAt: new Date(Date.now() - 1_000) });
    const { body } = await resetPassword(token, NEW_PASSWORD);
    expect(body.data!.resetPassword.userErrors).toEqual([{ code: 'RESET_TOKEN_EXPIRED', field: 'token', message: PASSWORD_RESET_MESSAGES.TOKEN_EXPIRED }]);

    for (const madeUp of ['', 'x', 'A'.repeat(43), token.slice(1), `${token}=`]) {
      const refused = await resetPassword(madeUp, NEW_PASSWORD);
      expect(refused.body.data!.resetPassword.userErrors.map((error) => error.code), madeUp).toEqual(['RESET_TOKEN_INVALID']);
    }
    expect((await login(user.email, TEST_PASSWORD)).body.data!.login.token).not.toBeNull();
  });

  it("holds the new password to registration's rules, and keeps the link for a better one", async () => {
    const user = await createUser(server.em());
    const token = await tokenFromEmail(user.email);
    const weak = await resetPassword(token, 'password');
    expect(weak.body.data!.resetPassword.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'password', message: MESSAGES.PASSWORD }]);
    expect((await resetPassword(token, NEW_PASSWORD)).body.data!.resetPassword.ok).toBe(true);
  });

  it('answers an unknown e-mail exactly as a known one, no sooner, and writes nothing', async () => {
    const user = await createUser(server.em());
    for (const email of ['nobody-here@example.com', user.email]) {
      const started = performance.now();
      const { body } = await requestReset(email);
      // Neither answer comes before the floor, so the time taken does not tell them apart.
      expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS);
      expect(body.data!.requestPasswordReset).toEqual({ message: PASSWORD_RESET_MESSAGES.REQUESTED, userErrors: [] });
    }
    expect(await server.em().count(EmailMessage, { recipient: 'nobody-here@example.com' })).toBe(0);
    expect(await server.em().count(EmailMessage, { recipient: user.email, kind: EmailKind.PASSWORD_RESET })).toBe(1);
  });

  it('refuses a malformed e-mail with the spec message', async () => {
    const { body } = await requestReset('not-an-email');
    expect(body.data!.requestPasswordReset.userErrors).toEqual([{ code: 'INVALID_INPUT', field: 'email', message: MESSAGES.EMAIL }]);
  });

  it('throttles requests per account, known or not, and a refused request never says a link was sent, on either face', async () => {
    const email = `throttled-${Date.now()}@example.com`;
    for (let i = 0; i < MAX_RESET_REQUESTS_PER_ACCOUNT; i += 1) expect((await requestReset(email)).body.data!.requestPasswordReset.userErrors).toEqual([]);
    const { body } = await requestReset(email);
    const { message, userErrors } = body.data!.requestPasswordReset;
    expect(userErrors.map((error) => error.code)).toEqual(['RATE_LIMITED']);
    expect(userErrors[0]!.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
    expect(message).toBe(userErrors[0]!.message);
    const overRest = await rest(server, 'POST', '/auth/forgot-password', { body: { email } });
    expect(overRest.status).toBe(429);
    expect(overRest.body).toMatchObject({ success: false, message: userErrors[0]!.message });
    expect(JSON.stringify(overRest.body)).not.toContain('we have sent');
    await expectDocumented(server, 'POST', '/auth/forgot-password', overRest);

    const malformed = (await requestReset('not-an-email')).body.data!.requestPasswordReset;
    expect(malformed.message).toBe(MESSAGES.EMAIL);
  });

  it("links to a storefront's own reset page on an allowed origin, with the token set as a query parameter", async () => {
    const user = await createUser(server.em());
    const before = smtp.received.length;
    const asked = await requestReset(user.email, `${PARTNER}/account/reset?lang=en&token=stale#form`);
    expect(asked.body.data!.requestPasswordReset).toEqual({ message: PASSWORD_RESET_MESSAGES.REQUESTED, userErrors: [] });
    const mail = await nextMailTo(user.email, before);
    const link = /https:\/\/partner\.example:8443\/account\/reset\?lang=en&token=([A-Za-z0-9_-]{43})#form/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(`href="${PARTNER}/account/reset?lang=en&amp;token=${link![1]}#form"`);
    expect((await resetPassword(link![1]!, NEW_PASSWORD)).body.data!.resetPassword.ok).toBe(true);

    // The store's own origin is always allowed, at any path.
    const restUser = await createUser(server.em());
    const restBefore = smtp.received.length;
    const overRest = await rest(server, 'POST', '/auth/forgot-password', { body: { email: restUser.email, resetUrl: `${PUBLIC_URL}/welcome-back` } });
    expect(overRest.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.REQUESTED });
    expect((await nextMailTo(restUser.email, restBefore)).text).toMatch(/https:\/\/shop\.example\/welcome-back\?token=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a reset URL on any other origin, or not a web address, the same way for every e-mail, and sends nothing', async () => {
    const user = await createUser(server.em());
    const unknown = `nobody-${Date.now()}@example.com`;
    const cases = [
      { resetUrl: 'https://evil.example/reset', message: PASSWORD_RESET_MESSAGES.RESET_URL_FOREIGN },
      { resetUrl: 'https://partner.example/reset', message: PASSWORD_RESET_MESSAGES.RESET_URL_FOREIGN },
      { resetUrl: 'http://shop.example/reset', message: PASSWORD_RESET_MESSAGES.RESET_URL_FOREIGN },
      { resetUrl: 'javascript:alert(1)', message: PASSWORD_RESET_MESSAGES.RESET_URL_MALFORMED },
      { resetUrl: '/auth/reset-password', message: PASSWORD_RESET_MESSAGES.RESET_URL_MALFORMED },
      { resetUrl: `https://user:pw@partner.example:8443/reset`, message: PASSWORD_RESET_MESSAGES.RESET_URL_MALFORMED },
    ];
    for (const { resetUrl, message } of cases) {
      const answers = [];
      for (const email of [user.email, unknown]) answers.push((await requestReset(email, resetUrl)).body.data!.requestPasswordReset);
      expect(answers[0], resetUrl).toEqual({ message, userErrors: [{ code: 'INVALID_INPUT', field: 'resetUrl', message }] });
      expect(answers[1], resetUrl).toEqual(answers[0]);
    }
    const overRest = await rest(server, 'POST', '/auth/forgot-password', { body: { email: user.email, resetUrl: 'https://evil.example/reset' } });
    expect(overRest.status).toBe(400);
    expect(overRest.body).toMatchObject({ success: false, message: PASSWORD_RESET_MESSAGES.RESET_URL_FOREIGN });
    await expectDocumented(server, 'POST', '/auth/forgot-password', overRest);
    expect(await server.em().count(EmailMessage, { recipient: user.email, kind: EmailKind.PASSWORD_RESET })).toBe(0);
    expect(await server.em().count(PasswordResetToken, { user: user.id })).toBe(0);
  });

  it('offers the same over REST, as documented', async () => {
    const user = await createUser(server.em());
    const asked = await rest(server, 'POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.REQUESTED });
    await expectDocumented(server, 'POST', '/auth/forgot-password', asked);
    await waitUntil(() => smtp.received.some((mail) => sentTo(mail, user.email)));
    const token = /token=([A-Za-z0-9_-]+)/.exec(smtp.received.find((mail) => sentTo(mail, user.email))!.text!)![1]!;

    const weak = await rest(server, 'POST', '/auth/reset-password', { body: { token, password: 'short' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MESSAGES.PASSWORD);
    const changed = await rest(server, 'POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, message: PASSWORD_RESET_MESSAGES.PASSWORD_CHANGED });
    await expectDocumented(server, 'POST', '/auth/reset-password', changed);
    const used = await rest(server, 'POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(used.status).toBe(422);
    expect(used.body.message).toBe(PASSWORD_RESET_MESSAGES.TOKEN_INVALID);
    await expectDocumented(server, 'POST', '/auth/reset-password', used);
  });
});

function sentTo(mail: { to?: unknown }, email: string): boolean {
  const to = mail.to as { value?: Array<{ address?: string }> } | undefined;
  return to?.value?.some((address) => address.address?.toLowerCase() === email.toLowerCase()) ?? false;
}
