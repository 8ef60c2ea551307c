import { createFileRoute } from '@tanstack/react-router';
import { MvpSection } from '../../features/site/home/mvp-section';
import { ServicesGridIsland } from '../../features/site/services/services-grid';
import { TestimonialsSection } from '../../features/site/testimonials/testimonials-section';
import { ViewEventIsland } from '../../features/site/tracking/view-event';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/services')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Services: Workflow Automation, MVPs, Integrations and Dashboards',
      description:
        'Custom workflow automation, integration-ready MVPs, API integrations, self-service apps and dashboards, each with a fixed timeline and a typical price range.',
      path: '/services',
    }),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <section className="px-4 pt-16 pb-8 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Services</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Fixed prices, fixed timelines, and you work with me directly. Choose a service for what it
          includes, how long it takes and what it typically costs.
        </p>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <ServicesGridIsland headingLevel="h2" />
      </div>
      <TestimonialsSection className="bg-muted/50" />
      <MvpSection />
      <ViewEventIsland type="SERVICES_PAGE_VIEWED" />
    </>
  );
}
