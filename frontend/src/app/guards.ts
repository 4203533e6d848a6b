// The route guard rules of spec section 2 ("Guard rules"), as one pure function so that every
// rule is covered by a table test and the router only has to act on the answer.

import type { Role } from '../graphql/generated/graphql';
import { paths } from './paths';

export interface GuardViewer {
  isAuthenticated: boolean;
  /** The signed-in user's role; ignored when signed out. */
  role?: Role | null;
}

// The pages of /auth a signed-out visitor may see: signing in or up, and the way back in with a
// forgotten password (nobody signed in needs those).
const AUTH_FORMS: readonly string[] = [paths.auth.login, paths.auth.register, paths.auth.forgotPassword, paths.auth.resetPassword];
// The mailbox lives outside /admin (the back office links to it, and it has no side menu) but is
// an admin's page all the same: it holds every shopper's e-mails, password reset links among them.
const ADMIN_ROOTS: readonly string[] = [paths.admin.root, paths.mailbox];
const GUARDED_ROOTS: readonly string[] = [paths.auth.root, paths.shop.root, ...ADMIN_ROOTS];

function isUnder(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

// "/shop/" and "/shop" are the same page to people; compare without trailing slashes.
function normalize(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Where a signed-in viewer belongs: the back office for admins, the shop for everyone else. */
export function homeFor(viewer: GuardViewer): string {
  return viewer.role === 'ADMIN' ? paths.admin.dashboard : paths.shop.home;
}

/** /unauth-page and every unknown path (the not-found page) need no session at all. */
export function isOpenToEveryone(pathname: string): boolean {
  const path = normalize(pathname);
  return path !== paths.root && !GUARDED_ROOTS.some((root) => isUnder(path, root));
}

/** Where the viewer must be sent instead of `pathname`, or null to let them stay. */
export function guardRedirect(pathname: string, viewer: GuardViewer): string | null {
  const path = normalize(pathname);

  if (path === paths.root) {
    return viewer.isAuthenticated ? homeFor(viewer) : paths.auth.login;
  }
  if (isOpenToEveryone(path)) return null;

  if (!viewer.isAuthenticated) {
    return AUTH_FORMS.includes(path) ? null : paths.auth.login;
  }
  // Signed-in people have no business on the sign-in or sign-up forms (or anywhere under /auth).
  if (isUnder(path, paths.auth.root)) return homeFor(viewer);

  const isAdmin = viewer.role === 'ADMIN';
  if (!isAdmin && ADMIN_ROOTS.some((root) => isUnder(path, root))) return paths.unauthorized;
  if (isAdmin && isUnder(path, paths.shop.root)) return paths.admin.dashboard;
  return null;
}
