import { formatDollars } from '../../../lib/format';
import type { Column } from './api';

/** A stage's heading: its name, how many people are in it and the value of their deals. */
export function StageSummary({ column, headingId }: { column: Column; headingId: string }) {
  const hidden = column.count - column.people.length;
  return (
    <header className="px-1">
      <h2 id={headingId} className="font-semibold">
        {column.label}
      </h2>
      <p className="text-sm text-muted-foreground" data-stage-figures>
        <span>
          {column.count === 1 ? '1 person' : `${column.count.toLocaleString('en-US')} people`}
        </span>
        {' · '}
        <span>{formatDollars(column.value)}</span>
      </p>
      {hidden > 0 && (
        <p className="text-xs text-muted-foreground">
          Showing the {column.people.length} most recent; {hidden.toLocaleString('en-US')} more not
          shown.
        </p>
      )}
    </header>
  );
}
