import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { validateLoginInput, validateRegisterInput, type RegisterInput } from '@threadline/domain';
import type { RequestScope } from '../../request-scope.js';
import { PublicError } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { EmailKind } from '../mail/email-message.entity.js';
import { queueEmail } from '../mail/outbox.js';
import { Role, User } from '../users/user.entity.js';
import { RevokedToken } from './auth-state.entity.js';
import { LoginThrottle, throttleKeys } from './login-throttle.js';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.js';
import { sessionExpiry, type Viewer } from './tokens.js';

/** One message for an unknown email and a wrong password, so sign-in does not reveal accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in.';
export const REGISTERED_MESSAGE = 'Registration successful. Please sign in.';

export type RegisterResult = { user: User; userErrors: [] } | { user: null; userErrors: UserError[] };

export type LoginResult =
  | { user: User; token: string; expiresAt: Date; userErrors: [] }
  | { user: null; token: null; expiresAt: null; userErrors: UserError[] };

export class AuthService {
  constructor(private readonly scope: RequestScope) {}

  /** Signs in; throttled per account and address pair, per address and per account (login-throttle.ts; RATE_LIMITED while locked). */
  async login(email: string, password: string): Promise<LoginResult> {
    // What no account can have is refused before it reaches the throttle's keys or the hasher.
    const overLimit = Object.entries(validateLoginInput({ email, password }));
    if (overLimit.length > 0) {
      const userErrors = overLimit.map(([field, message]) => UserError.of(UserErrorCode.INVALID_INPUT, message, field));
      return { user: null, token: null, expiresAt: null, userErrors };
    }
    const normalisedEmail = User.normaliseEmail(email);
    const throttle = new LoginThrottle(this.scope.em);
    const keys = throttleKeys(normalisedEmail, this.scope.clientIp);
    try {
      await throttle.assertAllowed(keys);
    } catch (error) {
      if (error instanceof PublicError && error.extensions.code === 'RATE_LIMITED') this.scope.deps.metrics?.signInRefused('throttled');
      throw error;
    }

    const user = await this.scope.em.findOne(User, { email: normalisedEmail }, { populate: ['passwordHash'] });
    const matches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !matches) {
      await throttle.recordFailure(keys);
      this.scope.deps.metrics?.signInRefused('invalid_credentials');
      return {
        user: null,
        token: null,
        expiresAt: null,
        userErrors: [UserError.of(UserErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE)],
      };
    }
    await throttle.recordSuccess(keys);
    const expiresAt = sessionExpiry();
    return { user, token: await this.scope.deps.tokens.issue(user, expiresAt), expiresAt, userErrors: [] };
  }

  /**
   * Makes a shopper account. It does not sign in (spec section 4: register always ends signed
   * out); accounts made here are never admins.
   */
  async register(input: RegisterInput): Promise<RegisterResult> {
    const fields = { userName: input.userName.trim(), email: User.normaliseEmail(input.email), password: input.password };
    const invalid = Object.entries(validateRegisterInput(fields)).map(([field, message]) =>
      UserError.of(UserErrorCode.INVALID_INPUT, message, field),
    );
    if (invalid.length) return { user: null, userErrors: invalid };

    const emailTaken = () => ({ user: null, userErrors: [UserError.of(UserErrorCode.EMAIL_TAKEN, EMAIL_TAKEN_MESSAGE, 'email')] });
    if (await this.scope.em.count(User, { email: fields.email })) return emailTaken();
    const user = new User({ userName: fields.userName, email: fields.email, role: Role.USER, passwordHash: await hashPassword(fields.password) });
    const { em, deps } = this.scope;
    em.persist(user);
    // One flush, one transaction: the account and its welcome e-mail exist together or not at all.
    queueEmail(em, deps.config, { kind: EmailKind.WELCOME, recipient: user.email, userId: user.id, payload: { userName: user.userName } });
    try {
      await em.flush();
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) return emailTaken();
      throw error;
    }
    return { user, userErrors: [] };
  }

  /**
   * Revokes the caller's token on the server, so a copy of it (from a shared computer or a leak)
   * stops working too, not only the cookie in this browser.
   */
  async logout(): Promise<void> {
    const viewer = this.scope.viewer;
    if (!viewer) return;
    const em = this.scope.em;
    await em.upsert(RevokedToken, new RevokedToken(viewer.tokenId, viewer.tokenExpiresAt));
    // Revocations past their token's expiry guard nothing; drop them while here.
    await em.nativeDelete(RevokedToken, { expiresAt: { $lt: new Date() } });
  }

  /** The viewer's account, or null when signed out or the account no longer exists. */
  async me(viewer: Viewer | null): Promise<User | null> {
    if (!viewer) return null;
    return this.scope.em.findOne(User, { id: viewer.userId });
  }
}
