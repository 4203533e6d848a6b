import { Field, ObjectType } from 'type-graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@threadline/domain';
import { badInput } from './errors.js';

@ObjectType({ simpleResolvers: true, description: 'Where a page of a connection ends, and whether more follow.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether a page follows this one.' })
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on an empty page.' })
  endCursor!: string | null;
}

/** Checks `first` against the page-size bounds, so a client learns the limit instead of a silent cap. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined) return DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
  }
  return first;
}
