import { useState } from 'react';
import type { KeysetPagination } from './keyset-pager.tsx';

type Options = {
  cursor: string | null;
  pageSize: number;
  /** The cursor of the page after the one shown (null or undefined: this is the last page). */
  nextCursor: string | null | undefined;
  setCursor: (cursor: string | null) => void;
  setPageSize: (size: number) => void;
};

/**
 * The pager of a keyset-paged list (`useListQuery`'s cursor). Keyset paging has no "page n": the
 * cursors of the pages already passed are kept so that "previous" walks back. `restart` forgets them
 * (new filters start again at the first page).
 */
export function useKeysetPagination(options: Options): { pagination: KeysetPagination; restart: () => void } {
  const { cursor, pageSize, nextCursor, setCursor, setPageSize } = options;
  const [trail, setTrail] = useState<(string | null)[]>([]);
  return {
    restart: () => setTrail([]),
    pagination: {
      hasPrevious: cursor !== null,
      hasNext: Boolean(nextCursor),
      onPrevious: () => {
        setCursor(trail.at(-1) ?? null);
        setTrail((previous) => previous.slice(0, -1));
      },
      onNext: () => {
        if (!nextCursor) return;
        setTrail((previous) => [...previous, cursor]);
        setCursor(nextCursor);
      },
      pageSize,
      onPageSizeChange: (size) => {
        setTrail([]);
        setPageSize(size);
      },
    },
  };
}
