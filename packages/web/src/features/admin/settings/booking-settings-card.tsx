import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { bookingSettingsQuery } from './booking-api';
import { BookingFeed } from './booking-feed';
import { BookingSettingsForm } from './booking-settings-form';

/** Settings' "Booking" section: when visitors may book a call on /book, and the owner's feed. */
export function BookingSettingsCard() {
  const { data, isPending, isError } = useQuery(bookingSettingsQuery());
  return (
    <Card className="max-w-2xl space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Booking</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          When visitors can book a call on the site&apos;s /book page. Each booking sends you and
          the visitor a calendar invitation.
        </p>
      </div>
      {isPending ? (
        <Loading>Loading booking hours...</Loading>
      ) : isError ? (
        <LoadFailed title="Unable to load the booking hours" />
      ) : (
        <BookingSettingsForm saved={data} />
      )}
      <BookingFeed />
    </Card>
  );
}
