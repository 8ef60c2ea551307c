import { PAGE_SIZE } from '@leadline/domain';
import { pageRange } from '../../lib/paging';
import { Button } from './button';

interface PaginationProps {
  page: number;
  /** Rows in the whole list. */
  total: number;
  onPage: (page: number) => void;
  /**
   * 'range' (default): 'Showing a-b of total', always shown. 'pages': 'Page X of Y', shown only
   * with more than one page (the calculator leads and contact messages, SPEC section 2).
   */
  summary?: 'range' | 'pages';
  pageSize?: number;
}

/** The one pager of the admin lists: a summary with Previous and Next. */
export function Pagination({
  page,
  total,
  onPage,
  summary = 'range',
  pageSize = PAGE_SIZE.default,
}: PaginationProps) {
  const { from, to, pageCount } = pageRange(page, pageSize, total);
  if (summary === 'pages' && pageCount <= 1) return null;
  const step = (target: number) => () => {
    if (target >= 1 && target <= pageCount) onPage(target);
  };
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary === 'pages' ? `Page ${page} of ${pageCount}` : `Showing ${from}-${to} of ${total}`}
      </p>
      <div className="flex gap-2">
        <PageButton disabled={page <= 1} onClick={step(page - 1)}>
          Previous
        </PageButton>
        <PageButton disabled={page >= pageCount} onClick={step(page + 1)}>
          Next
        </PageButton>
      </div>
    </nav>
  );
}

/**
 * In place of an empty page past the end of a list that has rows (an old link, or rows that moved
 * since): the way back to the first page.
 */
export function PastLastPage({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <div className="rounded-xl border bg-card p-10 text-center">
      <p className="text-lg font-semibold">Nothing on this page</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onFirstPage}>
        Go to the first page
      </Button>
    </div>
  );
}

/** Disabled with aria-disabled, so a button that reaches the last page keeps the keyboard focus. */
function PageButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={disabled}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
