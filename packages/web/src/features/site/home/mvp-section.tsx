import { CalculatorIcon, CalendarCheckIcon, RefreshCwIcon, TargetIcon } from 'lucide-react';
import { CtaLink } from '../cta/cta-link';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { home } from 'virtual:site/home';
import { RichText } from '../glossary/rich-text';

const BENEFIT_ICONS = [CalendarCheckIcon, TargetIcon, RefreshCwIcon];

/** 'Rapid MVP in 4 Weeks': the featured service, its three benefits and the four phases. */
export function MvpSection() {
  return (
    <section aria-labelledby="mvp-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl text-center">
        <Badge>Featured Service</Badge>
        <h2 id="mvp-heading" className="mt-4 text-3xl font-bold tracking-tight">
          Rapid MVP in 4 Weeks
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {home.mvpBenefits.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length] ?? TargetIcon;
            return (
              <div key={benefit.title} className="text-left">
                <Icon className="h-8 w-8 text-primary" aria-hidden />
                <h3 className="mt-3 font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">
                  <RichText text={benefit.description} />
                </p>
              </div>
            );
          })}
        </div>
        <ol className="mt-12 grid gap-4 text-left sm:grid-cols-2 lg:grid-cols-4">
          {home.phases.map((phase, index) => (
            <li key={phase.week}>
              <Card className="h-full">
                <span
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <p className="mt-3 text-sm font-semibold text-accent-foreground">{phase.week}</p>
                <h3 className="font-semibold">{phase.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted-foreground">{phase.description}</p>
              </Card>
            </li>
          ))}
        </ol>
        <CtaLink to="/calculator" cta="mvp-calculator" size="lg" className="mt-10">
          <CalculatorIcon className="h-5 w-5" aria-hidden />
          Calculate Your MVP Cost
        </CtaLink>
      </div>
    </section>
  );
}
