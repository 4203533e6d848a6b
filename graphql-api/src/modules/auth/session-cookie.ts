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

/** The caller's token: the Authorization header wins over the cookie, as an explicit choice. */
export function tokenFromRequest(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1];
  }
  const cookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : undefined;
}
