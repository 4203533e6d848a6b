import type { AccountRead } from '../auth/tokens.js';
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

/** Her newest change and everyone's, as columns of the session check's own statement (AccountRead). */
const VERSION_COLUMNS: AccountRead<string> = {
  columns: `(select max(id) from viewer_change where user_id = ?) as mine,
            (select max(id) from viewer_change where user_id = ?) as everyone`,
  params: (userId) => [userId, EVERYONE],
  read: (row) => `${(row['mine'] as string | null) ?? 0}/${(row['everyone'] as string | null) ?? 0}`,
};

/**
 * The request's shopper and the version of her own data (her account, cart, orders, promotion uses),
 * read from the database in the statement that checks her session (one round trip; a statement of
 * its own when the session was read before); null when signed out, or not a shopper (an admin has
 * no shop pages). Read before her data is: whatever is read after it is at least as new as the
 * version, so parts kept under it are never older than what it names.
 */
export async function readViewerVersion(scope: Pick<RequestScope, 'readSessionWith' | 'viewer' | 'em'>): Promise<ViewerVersion | null> {
  const read = await scope.readSessionWith(VERSION_COLUMNS);
  const viewer = scope.viewer;
  if (!viewer || viewer.role !== Role.USER) return null;
  if (read !== null) return { userId: viewer.userId, version: read };
  const [row] = await scope.em.getConnection().execute<Array<Record<string, unknown>>>(`select ${VERSION_COLUMNS.columns}`, VERSION_COLUMNS.params(viewer.userId));
  return { userId: viewer.userId, version: VERSION_COLUMNS.read(row ?? {}) };
}
