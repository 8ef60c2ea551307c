import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MvpSection } from '../../features/home/mvp-section';
import { ServicesGrid } from '../../features/services/services-grid';
import { trackEvent } from '../../features/tracking/tracker';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/services')({
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
  useEffect(() => trackEvent('SERVICES_PAGE_VIEWED'), []);
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
        <ServicesGrid headingLevel="h2" />
      </div>
      <MvpSection />
    </>
  );
}
