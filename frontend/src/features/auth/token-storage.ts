// The bearer token lives in session storage under `token`, JSON-encoded (spec section 4 "Auth"):
// it survives reloads of this tab and ends with it.

export const TOKEN_STORAGE_KEY = 'token';

export function readToken(): string | null {
  try {
    const raw = sessionStorage.getItem(TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const token: unknown = JSON.parse(raw);
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    // A hand-edited or foreign value is no token at all.
    return null;
  }
}

export function storeToken(token: string): void {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(token));
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_STORAGE_KEY);
}
