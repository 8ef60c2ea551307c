import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PAGE_SIZE } from '@leadline/domain';

/** How long a row named by the URL's hash stays highlighted. */
export const HIGHLIGHT_MS = 4000;

/** How a list finds a row past the page on screen: its position (0 first, -1 absent) in the order shown. */
export interface RowLocator {
  queryKey: QueryKey;
  queryFn: () => Promise<number>;
}

interface AnchoredRowOptions {
  /** The locator of the row of `id` under the list's current filter and order. */
  locate: (id: string) => RowLocator;
  page: number;
  /** The rows on screen; undefined while the first page loads. */
  rowIds: readonly string[] | undefined;
  /** Moves to `page` keeping the hash, replacing the history entry. */
  goToPage: (page: number, hash: string) => void;
}

/**
 * The row named by the URL's hash (`/admin/leads#<id>`, from Hot Leads' 'View Lead'). When it is on
 * another page, that page is looked up and shown; once on screen the row is scrolled into view,
 * focused, and highlighted for a few seconds. Answers the id of the row to highlight.
 */
export function useAnchoredRow({
  locate,
  page,
  rowIds,
  goToPage,
}: AnchoredRowOptions): string | undefined {
  const hash = useLocation({ select: (location) => location.hash });
  const [doneWith, setDoneWith] = useState<string>();
  const onPage = Boolean(hash && rowIds?.includes(hash));
  const anchored = onPage && hash !== doneWith ? hash : undefined;

  const { data: position } = useQuery({
    ...locate(hash),
    enabled: Boolean(hash) && rowIds !== undefined && !onPage,
  });
  useEffect(() => {
    if (onPage || position === undefined || position < 0) return;
    const target = Math.floor(position / PAGE_SIZE.default) + 1;
    if (target !== page) goToPage(target, hash);
  }, [onPage, position, page, hash, goToPage]);

  useEffect(() => {
    if (!anchored) return;
    const row = document.getElementById(anchored);
    if (row) {
      // Focus lands on the row itself, so the next Tab reaches that row's controls.
      row.tabIndex = -1;
      row.scrollIntoView({ block: 'center' });
      row.focus({ preventScroll: true });
    }
    const timer = setTimeout(() => setDoneWith(anchored), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [anchored]);

  return anchored;
}

const HIGHLIGHT = 'bg-accent text-accent-foreground ring-2 ring-primary ring-inset';

/** A row's anchor id, and its highlight while it is the anchored one (DataTable's rowProps). */
export const anchoredRowProps = (id: string, anchored: string | undefined) => ({
  id,
  className: `scroll-mt-4 focus:outline-2 focus:outline-ring ${id === anchored ? HIGHLIGHT : ''}`,
});
