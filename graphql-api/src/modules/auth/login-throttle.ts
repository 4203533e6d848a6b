import type { EntityManager } from '@mikro-orm/postgresql';
import { PublicError } from '../../shared/errors.js';

// Failed sign-ins are counted per account and per client address in a fixed window. Past the
// limit the key is locked for a while, and even the right password is refused meanwhile, or a
// guesser would simply keep going. Counts live in PostgreSQL so that several app instances share
// them, and each update is one atomic statement, so parallel guesses cannot slip past the limit.

export const THROTTLE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
/** One person mistyping a password does not get near this; a guesser does at once. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Several people behind one address (an office, a college) may fail now and then. */
export const MAX_FAILURES_PER_ADDRESS = 20;

export interface ThrottleKeys {
  account: string;
  address: string;
}

export function throttleKeys(email: string, clientIp: string): ThrottleKeys {
  return { account: `account:${email}`, address: `ip:${clientIp}` };
}

export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  /** Refuses with RATE_LIMITED while either key is locked. */
  async assertAllowed(keys: ThrottleKeys): Promise<void> {
    // The database's clock decides, as it does when locking.
    const rows = await this.em
      .getConnection()
      .execute<Array<{ seconds_left: number }>>(
        `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds_left
           from login_throttle where key in (?, ?) and locked_until > now()`,
        [keys.account, keys.address],
      );
    const secondsLeft = rows[0]?.seconds_left;
    if (secondsLeft) throw rateLimited(secondsLeft);
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    await this.bump(keys.account, MAX_FAILURES_PER_ACCOUNT);
    await this.bump(keys.address, MAX_FAILURES_PER_ADDRESS);
  }

  /** A successful sign-in clears the account's count; the address keeps its own. */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    await this.em.getConnection().execute('delete from login_throttle where key = ?', [keys.account]);
  }

  private async bump(key: string, limit: number): Promise<void> {
    await this.em.getConnection().execute(
      `insert into login_throttle (key, failures, window_started_at, locked_until)
       values (?, 1, now(), null)
       on conflict (key) do update set
         failures = case when login_throttle.window_started_at < now() - make_interval(mins => ?)
                         then 1 else login_throttle.failures + 1 end,
         window_started_at = case when login_throttle.window_started_at < now() - make_interval(mins => ?)
                                  then now() else login_throttle.window_started_at end,
         locked_until = case when login_throttle.window_started_at >= now() - make_interval(mins => ?)
                                  and login_throttle.failures + 1 >= ?
                             then now() + make_interval(mins => ?) else login_throttle.locked_until end`,
      [key, THROTTLE_WINDOW_MINUTES, THROTTLE_WINDOW_MINUTES, THROTTLE_WINDOW_MINUTES, limit, LOCK_MINUTES],
    );
  }
}

function rateLimited(secondsLeft: number): PublicError {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new PublicError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds: minutes * 60 },
  );
}
