import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { errors, jwtVerify, SignJWT } from 'jose';
import { RevokedToken } from './auth-state.entity.js';
import type { Role } from '../users/user.entity.js';

/** Who is calling: resolved once per request from the token, never from ids a client sends. */
export interface Viewer {
  userId: string;
  role: Role;
  /** The token's own id, by which it can be revoked. */
  tokenId: string;
  /** When the token expires; a revocation need not outlive it. */
  tokenExpiresAt: Date;
}

export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'threadline';

export class TokenIssuer {
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

  async issue(user: { id: string; role: Role }): Promise<string> {
    return new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The viewer a token names, or null for a token that is malformed, forged, expired or signed out. */
  async verify(token: string, em: EntityManager): Promise<Viewer | null> {
    const viewer = await this.decode(token);
    if (!viewer) return null;
    const revoked = await em.count(RevokedToken, { tokenId: viewer.tokenId });
    return revoked ? null : viewer;
  }

  /** Signature, issuer and expiry only; `verify` adds the revocation check. */
  async decode(token: string): Promise<Viewer | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const role = payload.role;
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      if (role !== 'admin' && role !== 'user') return null;
      return { userId: payload.sub, role, tokenId: payload.jti, tokenExpiresAt: new Date(payload.exp * 1000) };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
