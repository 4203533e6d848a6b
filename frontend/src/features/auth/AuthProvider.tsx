import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from '../../ui/toast-queue';
import { AuthContext, signedIn, signedOut, type AuthContextValue, type AuthState, type LoginInput } from './auth-context';
import { LoginDocument, LogoutDocument, MeDocument } from './operations';
import { clearToken, readToken, storeToken } from './token-storage';

const LOGIN_FAILED = 'Login failed';
const LOGIN_SUCCEEDED = 'Logged in successfully';
const TRY_AGAIN_LATER = 'Something went wrong. Please try again later.';

/** Owns the session (spec section 4 "Auth"): startup check, sign-in and sign-out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // A page rendered on the server already knows who asked for it (its session cookie): the answer
  // is in the cache the page came with, and the browser starts from it instead of asking again.
  const [answeredByServer] = useState(() => client.readQuery({ query: MeDocument }) !== null);
  const [state, setState] = useState<AuthState>(() => {
    const known = client.readQuery({ query: MeDocument });
    if (known) return known.me ? signedIn(known.me, readToken()) : signedOut;
    return { ...signedOut, isLoading: true, token: readToken() };
  });

  // Startup check-auth: whoever the stored token belongs to is signed in; anything else is not.
  useEffect(() => {
    if (answeredByServer) return undefined;
    let current = true;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current) return;
        const me = data?.me ?? null;
        if (me) {
          setState(signedIn(me, readToken()));
        } else {
          // The server does not know the token (expired, or signed out elsewhere): drop it.
          clearToken();
          setState(signedOut);
        }
      })
      .catch(() => {
        if (current) setState(signedOut);
      });
    return () => {
      current = false;
    };
  }, [client, answeredByServer]);

  const login = useCallback(
    async (input: LoginInput): Promise<boolean> => {
      try {
        const { data } = await client.mutate({ mutation: LoginDocument, variables: { input } });
        const payload = data?.login;
        if (payload?.user && payload.token) {
          storeToken(payload.token);
          client.writeQuery({ query: MeDocument, data: { me: payload.user } });
          setState(signedIn(payload.user, payload.token));
          toast({ title: LOGIN_SUCCEEDED });
          return true;
        }
        clearToken();
        setState(signedOut);
        toast({ variant: 'destructive', title: payload?.userErrors[0]?.message ?? LOGIN_FAILED });
        return false;
      } catch {
        clearToken();
        setState(signedOut);
        toast({ variant: 'destructive', title: LOGIN_FAILED, description: TRY_AGAIN_LATER });
        return false;
      }
    },
    [client],
  );

  const logout = useCallback(async (): Promise<void> => {
    try {
      await client.mutate({ mutation: LogoutDocument });
    } catch {
      // The session ends in this tab whatever the server says; the cookie expires on its own.
    }
    // Spec: logout clears session storage as a whole (token and any stored filters).
    sessionStorage.clear();
    setState(signedOut);
    await client.clearStore();
  }, [client]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, login, logout }), [state, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
