import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadFailed, Loading } from '../../../components/ui/load-states';
import { availabilityQuery } from './api';
import { AvailabilityForm, bannerText } from './availability-form';
import { BookingSettingsCard } from './booking-settings-card';
import { ThisBrowserCard } from './this-browser';
import { ReplyTemplatesCard } from '../follow-up/reply-templates-card';

/** /admin/settings: what the owner changes while the site runs, without a rebuild; and this browser. */
export function SettingsPage() {
  const { data, isPending, isError } = useQuery(availabilityQuery());
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="text-muted-foreground">Changes here are live on the site at once</p>
      </header>
      <Card className="max-w-2xl space-y-4">
        <div>
          <h2 className="text-xl font-semibold">Availability</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            The month you are booking and the slots left, shown on the home page, the calculator and
            in the estimate mail.
          </p>
        </div>
        {isPending ? (
          <Loading>Loading availability...</Loading>
        ) : isError ? (
          <LoadFailed title="Unable to load the availability" />
        ) : (
          <>
            <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-live="polite">
              <span className="font-medium">{bannerText(data)}</span>
              <span className="block text-muted-foreground">
                {data.source === 'site'
                  ? "The site's own value, until you save one here."
                  : 'Saved here; the site shows it now.'}
              </span>
            </p>
            <AvailabilityForm saved={data} />
          </>
        )}
      </Card>
      <BookingSettingsCard />
      <ReplyTemplatesCard />
      <ThisBrowserCard />
    </div>
  );
}
