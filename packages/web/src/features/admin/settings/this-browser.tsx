import { useId, useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Card } from '../../../components/ui/card';
import { markMine, ownerMark } from '../../../lib/owner-browser';

/**
 * "This browser is mine": the owner's visits from this browser are never tracked, even signed out
 * (lib/owner-browser.ts). Signed in, it is not tracked anyway; the mark keeps it so afterwards.
 */
export function ThisBrowserCard() {
  const id = useId();
  // Read from storage in the browser only: the admin area renders there, never prerendered.
  const [mine, setMine] = useState(() => ownerMark() === 'mine');
  const change = (checked: boolean) => {
    markMine(checked);
    setMine(ownerMark() === 'mine');
    toast(
      checked
        ? {
            title: 'This browser is not tracked',
            description: 'Your visits to the site from it send no analytics, even signed out.',
          }
        : {
            title: 'This browser is tracked again once you sign out',
            description: 'While you are signed in, your visits still send no analytics.',
          },
    );
  };
  return (
    <Card className="max-w-2xl space-y-4">
      <div>
        <h2 className="text-xl font-semibold">This browser</h2>
        <p id={`${id}-about`} className="mt-1 text-sm text-muted-foreground">
          While you are signed in, your own visits to the site are not tracked: no session, no
          score, no popup. Mark this browser as yours to keep it so after you sign out.
        </p>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="mt-0.5 h-5 w-5 accent-primary"
          checked={mine}
          aria-describedby={`${id}-about ${id}-state`}
          onChange={(event) => change(event.target.checked)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          This browser is mine: don&apos;t track it
        </label>
      </div>
      <p id={`${id}-state`} className="text-sm text-muted-foreground" aria-live="polite">
        {mine
          ? 'Not tracked, even after you sign out.'
          : 'Not tracked while you are signed in; tracked again after you sign out.'}
      </p>
    </Card>
  );
}
