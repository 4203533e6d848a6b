import type { RequestScope } from '../../context.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { User } from '../users/user.entity.js';
import { RevokedToken } from './auth-state.entity.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import type { Viewer } from './tokens.js';

/** One message for an unknown email and a wrong password, so sign-in does not reveal accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type LoginResult =
  | { user: User; token: string; userErrors: [] }
  | { user: null; token: null; userErrors: UserError[] };

export class AuthService {
  constructor(private readonly scope: RequestScope) {}

  async login(email: string, password: string): Promise<LoginResult> {
    const user = await this.scope.em.findOne(User, { email: User.normaliseEmail(email) }, { populate: ['passwordHash'] });
    const matches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !matches) {
      return { user: null, token: null, userErrors: [UserError.of(UserErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE)] };
    }
    return { user, token: await this.scope.deps.tokens.issue(user), userErrors: [] };
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
