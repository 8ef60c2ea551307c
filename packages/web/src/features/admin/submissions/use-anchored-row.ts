import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PAGE_SIZE, type ListSort } from '@leadline/domain';
import { locateRow, submissionKeys, type SubmissionKind } from './api';

/** How long a row named by the URL's hash stays highlighted. */
export const HIGHLIGHT_MS = 4000;

interface AnchoredRowOptions {
  kind: SubmissionKind;
  status: string | undefined;
  sort: ListSort | undefined;
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
  kind,
  status,
  sort,
  page,
  rowIds,
  goToPage,
}: AnchoredRowOptions): string | undefined {
  const hash = useLocation({ select: (location) => location.hash });
  const [doneWith, setDoneWith] = useState<string>();
  const onPage = Boolean(hash && rowIds?.includes(hash));
  const anchored = onPage && hash !== doneWith ? hash : undefined;

  const { data: position } = useQuery({
    queryKey: submissionKeys(kind).locate(status, hash, sort),
    queryFn: () => locateRow(kind, status, hash, sort),
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
