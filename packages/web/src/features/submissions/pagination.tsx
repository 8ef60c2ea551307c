import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * 'Page X of Y' with Previous and Next, only when there is more than one page. The ends use
 * aria-disabled rather than disabled so a keyboard user on Next keeps focus on the last page.
 */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  const step = (to: number) => () => {
    if (to >= 1 && to <= pageCount) onPageChange(to);
  };
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {`Page ${page} of ${pageCount}`}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-disabled={page <= 1}
          className="aria-disabled:opacity-50"
          onClick={step(page - 1)}
        >
          <ChevronLeftIcon className="h-4 w-4" aria-hidden />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={page >= pageCount}
          className="aria-disabled:opacity-50"
          onClick={step(page + 1)}
        >
          Next
          <ChevronRightIcon className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
