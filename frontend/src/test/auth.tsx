import type { ReactNode } from 'react';
import { AuthContext, signedIn, signedOut, type AuthContextValue, type Viewer } from '../features/auth/auth-context';

export const TEST_SHOPPER: Viewer = {
  id: 'user-1',
  userName: 'Asha Verma',
  email: 'asha@example.com',
  role: 'USER',
};

/** A settled session for components that read `useAuth()`: signed in as `viewer`, or signed out with null. */
export function WithViewer({ viewer = TEST_SHOPPER, children }: { viewer?: Viewer | null; children: ReactNode }) {
  const value: AuthContextValue = {
    ...(viewer ? signedIn(viewer, 'test-token') : signedOut),
    login: async () => true,
    logout: async () => undefined,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
