import { createFileRoute } from '@tanstack/react-router';
import { CalculatorIcon, MailIcon } from 'lucide-react';
import { CtaLink } from '../../features/site/cta/cta-link';
import { caseStudies } from 'virtual:site/portfolio';
import { CaseStudyCard } from '../../features/site/portfolio/case-study-card';
import { ViewEventIsland } from '../../features/site/tracking/view-event';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/portfolio')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Portfolio: Live Projects and Case Studies',
      description:
        'Custom apps and MVPs in production: the problem each client had, what I built in weeks, and the hours and revenue it made a difference to.',
      path: '/portfolio',
    }),
  component: PortfolioPage,
});

function PortfolioPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <ViewEventIsland type="PORTFOLIO_VIEWED" />
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Portfolio</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
          Live projects for business owners and founders: what was broken, what I built, and what
          changed.
        </p>
      </header>
      <div className="mt-12 space-y-8">
        {caseStudies.map((study, index) => (
          <CaseStudyCard key={study.slug} study={study} eager={index === 0} />
        ))}
        {caseStudies.length === 0 && (
          <p className="text-center text-muted-foreground">Case studies are on their way.</p>
        )}
      </div>
      <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
        <CtaLink to="/calculator" cta="portfolio-calculator" size="lg">
          <CalculatorIcon className="h-5 w-5" aria-hidden />
          Estimate Your Project
        </CtaLink>
        <CtaLink to="/contact" cta="portfolio-contact" size="lg" variant="outline">
          <MailIcon className="h-5 w-5" aria-hidden />
          Talk About Your Project
        </CtaLink>
      </div>
    </div>
  );
}
