import type { CookieOptions, Request, Response } from 'express';
import { TOKEN_TTL_SECONDS } from './tokens.js';

export const SESSION_COOKIE = 'token';

function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: TOKEN_TTL_SECONDS * 1000 });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

/** What the caller sent to say who they are: a token, an Authorization header that holds none, or nothing. */
export type Credentials = { token: string } | { malformedHeader: true } | null;

/**
 * The caller's token. An Authorization header wins over the cookie, as an explicit choice, even
 * when it is malformed or its token is refused: the cookie is then not read, and the caller is
 * signed out, rather than acting as whoever the cookie names.
 */
export function credentialsFromRequest(req: Request): Credentials {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? { token: match[1]! } : { malformedHeader: true };
  }
  const cookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie ? { token: cookie } : null;
}
