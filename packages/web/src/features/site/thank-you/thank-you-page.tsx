import { AppLink } from '../../../lib/app-link';
import { CheckCircle2Icon, MailIcon } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useHydrated } from '../../../lib/use-hydrated';
import { formatDollars } from '../../../lib/format';
import { ESTIMATE_DISCLAIMER } from '@leadline/domain';

/**
 * /thank-you?cost=: the estimate the calculator sent. The page is prerendered without a query, so the
 * amount appears after hydration; until then a blank of the same size holds its place.
 */
export function ThankYouPage({ cost }: { cost: number }) {
  const hydrated = useHydrated();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <CheckCircle2Icon className="mx-auto h-14 w-14 text-success" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">
        Your Estimate is Ready!
      </h1>

      <Card className="mt-8">
        <p className="text-sm font-medium text-muted-foreground">Estimated project cost</p>
        <p className="mt-2 text-5xl leading-tight font-bold tracking-tight">
          {hydrated ? (
            formatDollars(cost)
          ) : (
            <span className="inline-block w-[5ch] rounded-md bg-muted" aria-hidden>
              &nbsp;
            </span>
          )}
        </p>
        <p className="mt-4 text-sm text-muted-foreground">{ESTIMATE_DISCLAIMER}</p>
      </Card>

      <Card className="mt-6 flex items-start gap-4 text-left">
        <MailIcon className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="font-semibold">Check Your Email</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            I&apos;ll send a detailed breakdown of your estimate and the next steps to the address
            you gave, within 24 hours.
          </p>
        </div>
      </Card>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <AppLink to="/portfolio" className={buttonClasses('primary', 'lg')}>
          Browse Live Projects
        </AppLink>
        <AppLink to="/book" className={buttonClasses('outline', 'lg')}>
          Schedule a Consultation
        </AppLink>
      </div>
    </div>
  );
}
