import { DownloadIcon } from 'lucide-react';
import { buttonClasses, type ButtonSize } from '../../../components/ui/button';
import { exportHref, type SubmissionKind } from './api';

/** The same export with a byte-order mark first, so that Excel reads it as UTF-8. */
export function excelHref(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}excel=true`;
}

/**
 * 'Export CSV' (the list as filtered on screen, as a plain download) and beside it the same file for
 * Excel, whose accents would otherwise come out garbled.
 */
export function CsvLinks({
  href,
  label = 'Export CSV',
  size = 'sm',
}: {
  href: string;
  label?: string;
  size?: ButtonSize;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <a href={href} download className={buttonClasses('outline', size)}>
        <DownloadIcon className="h-4 w-4" aria-hidden />
        {label}
      </a>
      <a
        href={excelHref(href)}
        download
        className="text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
      >
        CSV for Excel
      </a>
    </span>
  );
}

/** 'Export CSV' of a submissions list. */
export function ExportLink({ kind, status }: { kind: SubmissionKind; status?: string }) {
  return <CsvLinks href={exportHref(kind, status)} />;
}
