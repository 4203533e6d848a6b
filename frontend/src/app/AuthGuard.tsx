import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context';
import { AppSkeleton } from './AppSkeleton';
import { guardRedirect, isOpenToEveryone } from './guards';

/** Applies the guard rules to the current location (every main layout sits inside it). */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const { pathname } = useLocation();

  if (isLoading) {
    return isOpenToEveryone(pathname) ? children : <AppSkeleton />;
  }
  const target = guardRedirect(pathname, { isAuthenticated, role: user?.role ?? null });
  return target ? <Navigate to={target} replace /> : children;
}
