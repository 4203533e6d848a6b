import type { RequestScope } from '../../request-scope.js';
import { Role } from '../users/user.entity.js';

/** The row every shopper's kept parts also depend on: a promotion's count of uses (migration Migration20261129050000). */
const EVERYONE = '00000000-0000-0000-0000-000000000000';

/** A signed-in shopper, and how far what her own parts of a page are made from has changed. */
export interface ViewerVersion {
  userId: string;
  /** Her newest change and everyone's (viewer_change), as one text: equal versions, the same answers. */
  version: string;
}

/**
 * The request's shopper and the version of her own data (her account, cart, orders, promotion uses),
 * read from the database in one statement after the session is checked; null when signed out, or not
 * a shopper (an admin has no shop pages). Read before her data is: whatever is read after it is at
 * least as new as the version, so parts kept under it are never older than what it names.
 */
export async function readViewerVersion(scope: Pick<RequestScope, 'readSession' | 'viewer' | 'em'>): Promise<ViewerVersion | null> {
  await scope.readSession();
  const viewer = scope.viewer;
  if (!viewer || viewer.role !== Role.USER) return null;
  const [row] = await scope.em.getConnection().execute<Array<{ mine: string | null; everyone: string | null }>>(
    `select (select max(id) from viewer_change where user_id = ?) as mine,
            (select max(id) from viewer_change where user_id = ?) as everyone`,
    [viewer.userId, EVERYONE],
  );
  return { userId: viewer.userId, version: `${row?.mine ?? 0}/${row?.everyone ?? 0}` };
}
