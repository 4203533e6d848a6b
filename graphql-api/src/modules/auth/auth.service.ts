import type { EntityManager } from '@mikro-orm/postgresql';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { User } from '../users/user.entity.js';
import { verifyAgainstDecoy, verifyPassword } from './passwords.js';
import type { TokenIssuer, Viewer } from './tokens.js';

/** One message for an unknown email and a wrong password, so sign-in does not reveal accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

export type LoginResult =
  | { user: User; token: string; userErrors: [] }
  | { user: null; token: null; userErrors: UserError[] };

export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenIssuer,
  ) {}

  async login(email: string, password: string): Promise<LoginResult> {
    const user = await this.em.findOne(User, { email: User.normaliseEmail(email) }, { populate: ['passwordHash'] });
    const matches = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDecoy(password);
    if (!user || !matches) {
      return { user: null, token: null, userErrors: [UserError.of(UserErrorCode.INVALID_CREDENTIALS, INVALID_CREDENTIALS_MESSAGE)] };
    }
    return { user, token: await this.tokens.issue(user), userErrors: [] };
  }

  /** The viewer's account, or null when signed out or the account no longer exists. */
  async me(viewer: Viewer | null): Promise<User | null> {
    if (!viewer) return null;
    return this.em.findOne(User, { id: viewer.userId });
  }
}
