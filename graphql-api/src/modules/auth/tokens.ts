import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Role } from '../users/user.entity.js';

/** Who is calling: resolved once per request from the token, never from ids a client sends. */
export interface Viewer {
  userId: string;
  role: Role;
  /** The token's own id, by which it can be revoked. */
  tokenId: string;
  /** When the token expires; a revocation need not outlive it. */
  tokenExpiresAt: Date;
  /** The account's session generation when the token was issued; a password reset raises the account's. */
  sessionGeneration: number;
}

/**
 * Why a caller who sent credentials counts as signed out, when they can safely be told:
 * `expired` only for a token this store signed that has run out (and was not signed out),
 * `malformed_header` for an Authorization header that is not `Bearer <token>`. A forged,
 * garbled or revoked token is told nothing more than a missing one.
 */
export type SignedOutReason = 'expired' | 'malformed_header';

/** What a request's credentials say. */
export interface TokenCheck {
  viewer: Viewer | null;
  signedOutBecause: SignedOutReason | null;
}

export const SIGNED_OUT: TokenCheck = { viewer: null, signedOutBecause: null };

/**
 * Values about the token's account read in the session check's own statement, saving a request that
 * needs them a round trip: `columns` selects them by name, its `?` bound to `params(userId)`.
 */
export interface AccountRead<T> {
  columns: string;
  params(userId: string): unknown[];
  read(row: Record<string, unknown>): T;
}

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'threadline';

/**
 * How many verified tokens are remembered: about the sessions active at one moment. An entry is a
 * few hundred bytes (the token's text and its viewer).
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/** When a token issued now stops working, in whole seconds as the token's `exp` holds it. */
export function sessionExpiry(now: number = Date.now()): Date {
  return new Date((Math.floor(now / 1000) + TOKEN_TTL_SECONDS) * 1000);
}

export class TokenIssuer {
  /**
   * Tokens whose signature, issuer and claims were verified, by their exact text: the HMAC check
   * through WebCrypto was a tenth of a kept storefront page's CPU, for a token the same shopper
   * sends with every request. Only what the token's own text proves is remembered, until its
   * expiry; whether it is signed out is asked of the database on every request (`verify`).
   */
  private readonly verified = new LRUCache<string, Viewer>({ max: VERIFIED_TOKENS_KEPT });

  private constructor(private readonly key: Uint8Array) {}

  /**
   * Uses JWT_SECRET when set. Otherwise a random secret is made once and kept under DATA_DIR, so
   * sessions survive a restart and no two installations share a key.
   */
  static async create(options: { secret: string | undefined; dataDir: string }): Promise<TokenIssuer> {
    if (options.secret) return new TokenIssuer(new TextEncoder().encode(options.secret));
    const file = path.join(options.dataDir, 'jwt-secret');
    let secret: string;
    try {
      secret = (await fs.readFile(file, 'utf8')).trim();
    } catch {
      secret = randomBytes(48).toString('base64url');
      await fs.mkdir(options.dataDir, { recursive: true });
      await fs.writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => {
        // Another process made it first; use theirs.
        secret = (await fs.readFile(file, 'utf8')).trim();
      });
    }
    return new TokenIssuer(new TextEncoder().encode(secret));
  }

  /** A token for the account that works until `expiresAt` (see `sessionExpiry`). */
  async issue(user: { id: string; role: Role; sessionGeneration?: number }, expiresAt: Date = sessionExpiry()): Promise<string> {
    return new SignJWT({ role: user.role, gen: user.sessionGeneration ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The viewer a token names; none for a token that is malformed, forged, expired or signed out,
   * or issued before its account's password was reset. A signed-out token stays signed out after
   * it expires, as long as its revocation is kept.
   */
  async verify(token: string, em: EntityManager): Promise<TokenCheck> {
    return (await this.verifyWith(token, em, null)).check;
  }

  /** As `verify`, with `also` read in the same statement; its values only for a token that signs its viewer in. */
  async verifyWith<T>(token: string, em: EntityManager, also: AccountRead<T> | null): Promise<{ check: TokenCheck; also: T | null }> {
    const decoded = await this.decode(token);
    if (!decoded) return { check: SIGNED_OUT, also: null };
    const { viewer } = decoded;
    const withAlso = also !== null && !decoded.expired;
    // One round trip for both ways a token is signed out: by itself, or with every session of its account.
    const [state] = await em.getConnection().execute<Array<{ revoked: boolean; generation: number | null } & Record<string, unknown>>>(
      `select exists (select 1 from revoked_token where token_id = ?) as revoked,
              (select session_generation from app_user where id = ?) as generation${withAlso ? `, ${also.columns}` : ''}`,
      [viewer.tokenId, viewer.userId, ...(withAlso ? also.params(viewer.userId) : [])],
    );
    if (state?.revoked || (state?.generation != null && state.generation !== viewer.sessionGeneration)) return { check: SIGNED_OUT, also: null };
    if (decoded.expired) return { check: { viewer: null, signedOutBecause: 'expired' }, also: null };
    return { check: { viewer: decoded.viewer, signedOutBecause: null }, also: withAlso && state ? also.read(state) : null };
  }

  /** Signature, issuer and claims; an expired token is still read, to tell it apart. `verify` adds revocation. */
  private async decode(token: string): Promise<{ viewer: Viewer; expired: boolean } | null> {
    const remembered = this.verified.get(token);
    if (remembered) {
      // As jose decides it: expired from the second `exp` names.
      if (Date.now() < remembered.tokenExpiresAt.getTime()) return { viewer: remembered, expired: false };
      this.verified.delete(token);
      return { viewer: remembered, expired: true };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const viewer = viewerOf(payload);
      if (viewer) this.verified.set(token, viewer);
      return viewer && { viewer, expired: false };
    } catch (error) {
      // jose checks expiry only after the signature and the issuer, so this token is one we signed.
      if (error instanceof errors.JWTExpired && error.claim === 'exp') {
        const viewer = viewerOf(error.payload);
        return viewer && { viewer, expired: true };
      }
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

function viewerOf(payload: JWTPayload): Viewer | null {
  const role = payload.role;
  if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  if (role !== 'admin' && role !== 'user') return null;
  // Tokens issued before session generations existed are of generation 0, as every account then was.
  const sessionGeneration = payload.gen === undefined ? 0 : payload.gen;
  if (typeof sessionGeneration !== 'number' || !Number.isSafeInteger(sessionGeneration)) return null;
  // Frozen: a remembered viewer is handed to every request that sends its token.
  return Object.freeze({ userId: payload.sub, role, tokenId: payload.jti, tokenExpiresAt: new Date(payload.exp * 1000), sessionGeneration });
}
