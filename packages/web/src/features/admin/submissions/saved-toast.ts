import { statusLabel } from '@leadline/domain';
import { toast } from '../../../components/toasts/toast-store';

/**
 * The confirmation of a saved status or note. A status change made while the list is filtered on
 * another status says where the row went, since it leaves the list on screen.
 */
export function toastSaved(patch: { status?: string; notes?: string | null }, what: string) {
  if (patch.status === undefined) {
    toast({ title: 'Notes saved', description: `The ${what}'s notes are up to date.` });
    return;
  }
  const label = statusLabel(patch.status);
  const filter =
    typeof window === 'undefined'
      ? null
      : new URLSearchParams(window.location.search).get('status');
  toast({
    title: `Status changed to ${label}`,
    description:
      filter && filter !== patch.status
        ? `The ${what} left this list: it is now under ${label}.`
        : `The ${what} is now ${label}.`,
  });
}
