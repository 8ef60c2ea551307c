import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface RecordDialogProps<T> {
  /** What the dialog shows; null keeps it closed. */
  record: T | null;
  /** Called on Escape, an outside click or the close button: the opener sets `record` to null. */
  onClose: () => void;
  title: ReactNode;
  description?: (record: T) => ReactNode;
  className?: string;
  /** The body, rendered only while there is a record. */
  children: (record: T) => ReactNode;
}

/** What the opener of a record's dialog hands it. */
export type RecordDialogOpener<T> = Pick<RecordDialogProps<T>, 'record' | 'onClose'>;

/** A dialog about one row (a hot lead, a session, a message...): open while it has one. */
export function RecordDialog<T>({
  record,
  onClose,
  title,
  description,
  className,
  children,
}: RecordDialogProps<T>) {
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={record === null ? undefined : description?.(record)}
      className={className}
    >
      {record === null ? null : children(record)}
    </Dialog>
  );
}

/** One term of a record and its value, in a `<dl>`; `wide` spans both columns of a grid of two. */
export function Detail({
  term,
  wide,
  children,
}: {
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}
