import { CalculatorIcon, SparklesIcon, WorkflowIcon } from 'lucide-react';
import { CtaLink } from '../cta/cta-link';
import { Badge } from '../../../components/ui/badge';
import { home } from 'virtual:site/home';
import { availabilityText } from '../../../lib/availability';
import { RichText } from '../glossary/rich-text';

export function Hero() {
  const { hero } = home;
  return (
    <section className="bg-gradient-to-b from-accent to-background px-4 pt-16 pb-12 text-center">
      <div className="mx-auto max-w-3xl">
        <Badge className="gap-1 px-3 py-1 text-sm">
          <SparklesIcon className="h-4 w-4" aria-hidden />
          {hero.badge}
        </Badge>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{hero.headline}</h1>
        <p className="mt-6 text-lg leading-8 text-muted-foreground">
          <RichText text={hero.subheadline} />
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <CtaLink to="/calculator" cta="hero-calculator" size="lg">
            <CalculatorIcon className="h-5 w-5" aria-hidden />
            Check Availability &amp; Cost
          </CtaLink>
          <CtaLink to="/workflow-wizard" cta="hero-wizard" size="lg" variant="outline">
            <WorkflowIcon className="h-5 w-5" aria-hidden />
            Discuss My Workflow
          </CtaLink>
        </div>
      </div>
      <AvailabilityBanner />
    </section>
  );
}

function AvailabilityBanner() {
  const { bookingMonth, slotsRemaining } = availabilityText();
  return (
    <p className="mx-auto mt-10 flex max-w-xl flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full border bg-card px-5 py-2 text-sm">
      <span className="inline-flex items-center gap-2 font-semibold">
        <span className="h-2 w-2 rounded-full bg-success" aria-hidden />
        Currently Booking: {bookingMonth}
      </span>
      <span className="text-muted-foreground">{slotsRemaining}</span>
    </p>
  );
}
