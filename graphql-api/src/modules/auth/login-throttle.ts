import { isIPv6 } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PublicError } from '../../shared/errors.js';

// Failed sign-ins are counted in fixed windows under three keys, and past a key's limit the key
// is locked for a while; even the right password is refused meanwhile, or a guesser would simply
// keep going. Counts live in PostgreSQL so that several app instances share them, and each update
// is one atomic statement, so parallel guesses cannot slip past a limit.
//
// What is locked is chosen so that knowing someone's e-mail is no way to lock them out:
// - an account from one client address (the pair): a guesser is stopped where they are, and the
//   owner signing in from anywhere else is not;
// - a client address across accounts: one place trying many accounts;
// - an account from everywhere, at a limit one address cannot reach alone (a guesser needs ten
//   addresses at least): guesses spread over many addresses. Even then the addresses the account
//   signed in from in the last KNOWN_ADDRESS_DAYS keep working.

export const THROTTLE_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
/** One person mistyping a password does not get near this; a guesser does at once. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Several people behind one address (an office, a college) may fail now and then. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Ten times the pair's limit: only guesses from ten or more addresses reach it. */
export const MAX_FAILURES_PER_ACCOUNT = 50;
/** How long a successful sign-in spares its address the account-wide lock. */
export const KNOWN_ADDRESS_DAYS = 30;

export interface ThrottleKeys {
  email: string;
  /** The client address as the throttle counts it (`throttleAddress`). */
  address: string;
  pair: string;
  ip: string;
  account: string;
}

export function throttleKeys(email: string, clientIp: string): ThrottleKeys {
  const address = throttleAddress(clientIp);
  return { email, address, pair: `pair:${email} ${address}`, ip: `ip:${address}`, account: `account:${email}` };
}

/**
 * The address a client is counted under. One IPv6 subscriber is usually given a whole /64 and can
 * pick any address in it, so an IPv6 address counts as its /64; IPv4 and IPv4-mapped addresses
 * count as themselves.
 */
export function throttleAddress(clientIp: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(clientIp);
  if (mapped) return mapped[1]!;
  if (!isIPv6(clientIp)) return clientIp;
  const prefix = ipv6Groups(clientIp.toLowerCase().split('%')[0]!).slice(0, 4);
  return `${prefix.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded (a trailing dotted IPv4 part fills two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  return [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
}

export class LoginThrottle {
  constructor(private readonly em: EntityManager) {}

  /** Refuses with RATE_LIMITED while the pair or the address is locked, or the account is and this address is not one it knows. */
  async assertAllowed(keys: ThrottleKeys): Promise<void> {
    // The database's clock decides, as it does when locking.
    const rows = await this.em.getConnection().execute<Array<{ seconds_left: number }>>(
      `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds_left
         from login_throttle
        where locked_until > now()
          and (key in (?, ?)
               or (key = ? and not exists (
                     select 1 from sign_in_address
                      where account = ? and address = ? and last_signed_in_at > now() - make_interval(days => ?))))`,
      [keys.pair, keys.ip, keys.account, keys.email, keys.address, KNOWN_ADDRESS_DAYS],
    );
    const secondsLeft = rows[0]?.seconds_left;
    if (secondsLeft) throw rateLimited(secondsLeft);
  }

  /** Seconds until the last of `keys` that is locked opens again; 0 when none is locked. */
  async secondsLocked(keys: string[]): Promise<number> {
    const rows = await this.em.getConnection().execute<Array<{ seconds_left: number | null }>>(
      `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds_left
         from login_throttle where locked_until > now() and key in (?)`,
      [keys],
    );
    return rows[0]?.seconds_left ?? 0;
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    await this.bump(keys.pair, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    await this.bump(keys.ip, MAX_FAILURES_PER_ADDRESS);
    await this.bump(keys.account, MAX_FAILURES_PER_ACCOUNT);
  }

  /**
   * A successful sign-in clears the pair's count and makes the address known to the account. The
   * address and account-wide counts stay: they count guesses, which one success does not undo.
   */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute('delete from login_throttle where key = ?', [keys.pair]);
    await connection.execute(
      `insert into sign_in_address (account, address, last_signed_in_at) values (?, ?, now())
       on conflict (account, address) do update set last_signed_in_at = now()`,
      [keys.email, keys.address],
    );
    // Addresses the account has not used for longer than they are remembered are of no more use.
    await connection.execute('delete from sign_in_address where account = ? and last_signed_in_at < now() - make_interval(days => ?)', [
      keys.email,
      KNOWN_ADDRESS_DAYS,
    ]);
  }

  /**
   * Counts one attempt under `key` in the current window, locking the key for LOCK_MINUTES when
   * the count reaches `limit`. Sign-in counts failures; password reset requests count every request.
   */
  async bump(key: string, limit: number): Promise<void> {
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
