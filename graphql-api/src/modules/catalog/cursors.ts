import { Cursor } from '@mikro-orm/postgresql';
import { badInput } from '../../shared/errors.js';

export const NOT_A_CURSOR_MESSAGE = 'after is not a cursor of this listing';

export type CursorShape = ReadonlyArray<(value: unknown) => boolean>;

/**
 * The values of a cursor, checked against what the listing's cursors hold. A cursor a client
 * altered, made up, or took from a listing in another order is a clear input error, not a
 * database error.
 */
export function decodeCursor(cursor: string, shape: CursorShape): unknown[] {
  let values: unknown = [];
  try {
    values = Cursor.decode(cursor);
  } catch {
    // handled below: an undecodable cursor has no values
  }
  const fits = Array.isArray(values) && values.length === shape.length && shape.every((check, i) => check(values[i]));
  if (!fits) throw badInput(NOT_A_CURSOR_MESSAGE, 'after');
  return values as unknown[];
}

export const encodeCursor = (values: unknown[]): string => Cursor.encode(values);
