import { createContext, useContext } from 'react';
import type { Viewer_UserFragment } from '../../graphql/generated/graphql';

export type Viewer = Viewer_UserFragment;

/** Client auth state of spec section 3 ("auth": user, isAuthenticated, isLoading, token). */
export interface AuthState {
  user: Viewer | null;
  isAuthenticated: boolean;
  /** True until the startup check-auth has answered. */
  isLoading: boolean;
  token: string | null;
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface AuthContextValue extends AuthState {
  /** Signs in; resolves true on success. Failures are shown as a toast here. */
  login(input: LoginInput): Promise<boolean>;
  /** Ends the session on the server and in this tab. */
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

export const signedOut: AuthState = { user: null, isAuthenticated: false, isLoading: false, token: null };

export function signedIn(user: Viewer, token: string | null): AuthState {
  return { user, isAuthenticated: true, isLoading: false, token };
}
