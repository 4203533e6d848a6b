import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { LockMode } from '@mikro-orm/postgresql';
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  tooManyResetRequests,
  validateEmail,
  validatePassword,
} from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { EmailKind } from '../mail/email-message.entity.js';
import { storeBaseUrl } from '../payments/payment-provider.js';
import { checkReturnUrl } from '../payments/return-urls.js';
import { queueEmail } from '../mail/outbox.js';
import { User } from '../users/user.entity.js';
import { LoginThrottle, throttleAddress } from './login-throttle.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { hashPassword } from './passwords.js';

/** 256 random bits, base64url: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A shopper who lost the first e-mail asks again; someone filling an inbox asks many times. */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 5;
/** Counted per client address too, so one place cannot fill many inboxes. */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;
/**
 * No answer to a reset request comes sooner than this. Writing a link and its e-mail takes a few
 * milliseconds that an unknown address does not; without a floor, timing many requests would tell
 * which e-mails have accounts, which the identical answer is there to hide.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

export type ResetPasswordResult = { ok: true; userErrors: [] } | { ok: false; userErrors: UserError[] };

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Forgot password: a single-use link by e-mail, then a new password that signs the account out everywhere. */
export class PasswordResetService {
  constructor(private readonly scope: RequestScope) {}

  /**
   * Sends a reset link when an account has the e-mail, and answers the same either way, in the same
   * time (RESET_ANSWER_FLOOR_MS). Every request counts, per account and per client address,
   * against the sign-in throttle's windows.
   */
  async requestPasswordReset(email: string, resetUrl?: string | null): Promise<{ message: string; userErrors: UserError[] }> {
    const invalid = validateEmail(email);
    if (invalid) return refusedRequest(UserError.of(UserErrorCode.INVALID_INPUT, invalid, 'email'));
    // Checked before the e-mail is looked up, so that a refused page tells nothing about accounts.
    const page = this.resetPage(resetUrl);
    if (page instanceof UserError) return refusedRequest(page);
    const normalisedEmail = User.normaliseEmail(email);
    const { em, deps } = this.scope;
    const throttle = new LoginThrottle(em);
    const accountKey = `reset-account:${normalisedEmail}`;
    const addressKey = `reset-ip:${throttleAddress(this.scope.clientIp)}`;
    const secondsLeft = await throttle.secondsLocked([accountKey, addressKey]);
    if (secondsLeft > 0) {
      return refusedRequest(UserError.of(UserErrorCode.RATE_LIMITED, tooManyResetRequests(Math.max(1, Math.ceil(secondsLeft / 60)))));
    }
    await throttle.bump(accountKey, MAX_RESET_REQUESTS_PER_ACCOUNT);
    await throttle.bump(addressKey, MAX_RESET_REQUESTS_PER_ADDRESS);

    const floor = delay(RESET_ANSWER_FLOOR_MS);
    // Links a day past their expiry answer "not valid" rather than "expired"; nobody needs told apart by then.
    await em.nativeDelete(PasswordResetToken, { expiresAt: { $lt: new Date(Date.now() - 24 * 60 * 60_000) } });
    const user = await em.findOne(User, { email: normalisedEmail });
    if (user) {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000);
      // The token's hash and the e-mail carrying the token commit together.
      await em.transactional(async (tx) => {
        tx.persist(new PasswordResetToken(hashResetToken(token), user, expiresAt));
        queueEmail(tx, deps.config, {
          kind: EmailKind.PASSWORD_RESET,
          recipient: user.email,
          userId: user.id,
          payload: { userName: user.userName, token, expiresInMinutes: PASSWORD_RESET_TTL_MINUTES, resetUrl: page },
        });
      });
    }
    await floor;
    return { message: PASSWORD_RESET_MESSAGES.REQUESTED, userErrors: [] };
  }

  /**
   * The page a client asked the link to open, if it is on the store's origin or one RESET_URL_ORIGINS
   * lists: a reset token sent to any page at all would hand the account to whoever owns that page.
   */
  private resetPage(resetUrl: string | null | undefined): string | null | UserError {
    if (resetUrl == null) return null;
    const { config } = this.scope.deps;
    const checked = checkReturnUrl(resetUrl, new Set([new URL(storeBaseUrl(config)).origin, ...config.resetUrlOrigins]));
    if (checked.ok) return checked.url;
    const message = checked.problem === 'malformed' ? PASSWORD_RESET_MESSAGES.RESET_URL_MALFORMED : PASSWORD_RESET_MESSAGES.RESET_URL_FOREIGN;
    return UserError.of(UserErrorCode.INVALID_INPUT, message, 'resetUrl');
  }

  /**
   * Sets the new password if the token is known, unused and fresh, uses the token up, and raises
   * the account's session generation so that every session issued before is refused.
   */
  async resetPassword(token: string, password: string): Promise<ResetPasswordResult> {
    const invalidPassword = validatePassword(password);
    if (invalidPassword) return refused(UserError.of(UserErrorCode.INVALID_INPUT, invalidPassword, 'password'));
    const invalidToken = refused(UserError.of(UserErrorCode.RESET_TOKEN_INVALID, PASSWORD_RESET_MESSAGES.TOKEN_INVALID, 'token'));
    if (!TOKEN_PATTERN.test(token)) return invalidToken;
    // Hashed before the transaction: argon2 takes tens of milliseconds no lock should wait for.
    const passwordHash = await hashPassword(password);
    return this.scope.em.transactional(async (tx) => {
      // Locked, so that two uses of one link at the same moment find it unused once.
      const stored = await tx.findOne(PasswordResetToken, { tokenHash: hashResetToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!stored || stored.usedAt) return invalidToken;
      if (stored.expiresAt.getTime() <= Date.now()) {
        return refused(UserError.of(UserErrorCode.RESET_TOKEN_EXPIRED, PASSWORD_RESET_MESSAGES.TOKEN_EXPIRED, 'token'));
      }
      stored.usedAt = new Date();
      await tx
        .getConnection()
        .execute('update app_user set password_hash = ?, session_generation = session_generation + 1, updated_at = now() where id = ?', [
          passwordHash,
          stored.user.id,
        ]);
      return { ok: true, userErrors: [] } as const;
    });
  }
}

/** A refused request says why, never that a link was sent. */
function refusedRequest(userError: UserError): { message: string; userErrors: UserError[] } {
  return { message: userError.message, userErrors: [userError] };
}

function refused(...userErrors: UserError[]): ResetPasswordResult {
  return { ok: false, userErrors };
}
