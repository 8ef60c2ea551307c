import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { AppLink } from '../../../lib/app-link';
import { buttonClasses } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { useHydrated } from '../../../lib/use-hydrated';
import { SITE } from '../../../site-config';
import { managedBookingQuery } from './api';
import { ManageBooking } from './manage-booking';
import { tokenFromHash } from './manage-token';
import { MANAGE_PAGE } from './page-copy';

const LOADING = 'Loading your booking...';

/**
 * /book/manage#token=...: the link in the booking mails. The token stays in the fragment (never
 * sent with the page's request, nor in page views); it is read after hydration.
 */
export function ManagePage() {
  const hydrated = useHydrated();
  const token = hydrated ? tokenFromHash(window.location.hash) : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight md:text-4xl">
        {MANAGE_PAGE.title}
      </h1>
      <Card className="mt-10 p-4 sm:p-6">
        {!hydrated ? (
          <p role="status" className="text-center text-muted-foreground">
            {LOADING}
          </p>
        ) : token ? (
          <ManagedBookingLoader token={token} />
        ) : (
          <Missing text="This link is incomplete: open the link from your booking mail again." />
        )}
      </Card>
    </div>
  );
}

function ManagedBookingLoader({ token }: { token: string }) {
  const booking = useQuery(managedBookingQuery(token));
  if (booking.isPending) {
    return (
      <p role="status" className="text-center text-muted-foreground">
        {LOADING}
      </p>
    );
  }
  if (booking.isError) {
    const unknown = booking.error instanceof HttpError && booking.error.status === 404;
    return (
      <Missing
        text={
          unknown
            ? 'This link does not match a booking. It may have been replaced by a newer mail.'
            : `Your booking could not be loaded. Please try again, or email ${SITE.email}.`
        }
      />
    );
  }
  return <ManageBooking token={token} booking={booking.data} />;
}

function Missing({ text }: { text: string }) {
  return (
    <div role="alert" className="space-y-4 text-center">
      <p>{text}</p>
      <AppLink to="/book" activeOptions={{ exact: true }} className={buttonClasses('outline')}>
        Book a call
      </AppLink>
    </div>
  );
}
