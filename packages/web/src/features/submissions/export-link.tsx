import { DownloadIcon } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { exportHref, type SubmissionKind } from './api';

/** 'Export CSV': the list as filtered on screen, as a plain download. */
export function ExportLink({ kind, status }: { kind: SubmissionKind; status?: string }) {
  return (
    <a href={exportHref(kind, status)} download className={buttonClasses('outline', 'sm')}>
      <DownloadIcon className="h-4 w-4" aria-hidden />
      Export CSV
    </a>
  );
}
