import type { TPageQuery } from '@sunfleet/contract/paging';

/**
 * Where the rows of a page are read from. An OFFSET makes the database step over every row before
 * the page, so a page past the middle of its list is read from the other end, in the reverse
 * order, and put back in order afterwards: no page steps over more than half the list, and the
 * last page costs what the first does (docs/adr/0051-flat-lists.md).
 */
export type TPageWindow = { offset: number; limit: number; isReversed: boolean };

/** The rows [offset, offset + limit) of a list of `total` rows, from its nearer end. */
function rangeWindow(total: number, offset: number, limit: number): TPageWindow {
  const rows = Math.max(0, Math.min(limit, total - offset));
  const offsetFromEnd = total - offset - rows;
  if (rows === 0 || offsetFromEnd >= offset) return { offset, limit: rows, isReversed: false };
  return { offset: offsetFromEnd, limit: rows, isReversed: true };
}

export const pageWindow = (total: number, { page, size }: TPageQuery): TPageWindow =>
  rangeWindow(total, (page - 1) * size, size);

/**
 * A page of a list made of two parts one after the other (`firstTotal` rows, then the rest): the
 * window of each part (a limit of 0 where the page holds none of it).
 */
export function partWindows(firstTotal: number, total: number, { page, size }: TPageQuery) {
  const offset = (page - 1) * size;
  const firstOffset = Math.min(offset, firstTotal);
  const secondOffset = Math.max(0, offset - firstTotal);
  return [
    rangeWindow(firstTotal, firstOffset, Math.min(offset + size, firstTotal) - firstOffset),
    rangeWindow(total - firstTotal, secondOffset, offset + size - firstTotal - secondOffset),
  ] as const;
}
