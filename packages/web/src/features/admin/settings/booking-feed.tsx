import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { bookingFeedQuery, bookingSettingsKeys, rotateBookingFeed } from './booking-api';

/**
 * The owner's private calendar feed of bookings (an ICS URL with a secret in it): copied into a
 * calendar app, or replaced by a new one when it leaked.
 */
export function BookingFeed() {
  const id = useId();
  const feed = useQuery(bookingFeedQuery());
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: rotateBookingFeed,
    onSuccess: (answer) => {
      queryClient.setQueryData(bookingSettingsKeys.feed(), answer);
      setConfirming(false);
      toast({
        title: 'New calendar feed URL',
        description: 'The old URL no longer works: give your calendar the new one.',
      });
    },
  });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Feed URL copied', description: 'Paste it into your calendar app.' });
    } catch {
      input.current?.select();
      toast({ title: 'Copy the selected URL', description: 'Your browser did not allow copying.' });
    }
  };

  if (feed.isPending) return <Loading>Loading the calendar feed...</Loading>;
  if (feed.isError) return <LoadFailed title="Unable to load the calendar feed" />;
  return (
    <div className="space-y-3">
      <label htmlFor={`${id}-feed`} className="block text-sm font-medium">
        Calendar feed URL
      </label>
      <p id={`${id}-feed-hint`} className="text-sm text-muted-foreground">
        Subscribe to it in your calendar app to see every booking. Keep it private: anyone with the
        URL can read your bookings.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={`${id}-feed`}
          readOnly
          value={feed.data.url}
          aria-describedby={`${id}-feed-hint`}
          onFocus={(event) => event.target.select()}
          className="h-10 min-w-0 flex-1 rounded-md border bg-muted px-3 font-mono text-xs"
        />
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => void copy(feed.data.url)}>
            <CopyIcon className="h-4 w-4" aria-hidden />
            Copy
          </Button>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <RefreshCwIcon className="h-4 w-4" aria-hidden />
            New URL
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!rotate.isPending) setConfirming(open);
        }}
        title="Make a new feed URL?"
        description="The current URL stops working at once: calendars subscribed to it must be given the new one."
      >
        <div className="space-y-4">
          {rotate.isError && (
            <p role="alert" className="text-sm text-destructive">
              The URL could not be replaced. Please try again.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep the current URL
            </Button>
            <Button disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              {rotate.isPending ? 'Making a new URL...' : 'Make a new URL'}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
