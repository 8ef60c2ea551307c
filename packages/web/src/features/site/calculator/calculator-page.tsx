import { CalendarDaysIcon, UsersIcon } from 'lucide-react';
import { availabilityText } from '../../../lib/availability';
import { SITE } from '../../../site-config';
import { catalogue } from './estimate';
import { EstimateSummary } from './estimate-summary';
import { FeatureCard } from './feature-card';
import { MobileReserveBar } from './mobile-reserve-bar';
import { useEstimate } from './use-estimate';

/** /calculator: pick features, see the running total, reserve a slot. */
export function CalculatorPage() {
  const estimate = useEstimate();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
          Check Availability &amp; Cost
        </h1>
        <p className="mt-3 text-muted-foreground">
          Choose the features your app needs to see a fixed-price estimate, then reserve your slot.
        </p>
        <ul className="mt-6 flex flex-col items-center justify-center gap-3 text-sm sm:flex-row">
          <li className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">
            <CalendarDaysIcon className="h-4 w-4" aria-hidden />
            Est. Start: {availabilityText().bookingMonth}
          </li>
          <li className="inline-flex items-start gap-2 text-left text-muted-foreground">
            <UsersIcon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            Limited to {SITE.maxConcurrentProjects} concurrent projects for 4-week delivery
          </li>
        </ul>
      </header>

      <div className="mt-10 grid gap-8 md:grid-cols-[1fr_18rem] lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="calculator-features">
          <h2 id="calculator-features" className="mb-4 text-xl font-semibold">
            Choose Your Features
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {catalogue.map((feature) => (
              <li key={feature.id}>
                <FeatureCard
                  feature={feature}
                  selected={estimate.selected.includes(feature.id)}
                  onToggle={() => estimate.toggle(feature.id)}
                />
              </li>
            ))}
          </ul>
        </section>
        <aside className="hidden md:block">
          <div className="sticky top-24">
            <EstimateSummary estimate={estimate} />
          </div>
        </aside>
      </div>
      <MobileReserveBar estimate={estimate} />
    </div>
  );
}
