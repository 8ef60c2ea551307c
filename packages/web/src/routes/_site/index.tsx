import { createFileRoute } from '@tanstack/react-router';
import { AboutSection } from '../../features/site/home/about-section';
import { Hero } from '../../features/site/home/hero';
import { Integrations } from '../../features/site/home/integrations';
import { MvpSection } from '../../features/site/home/mvp-section';
import { Pathways } from '../../features/site/home/pathways';
import { Section } from '../../features/site/home/section';
import { WorkflowCta } from '../../features/site/home/workflow-cta';
import { ServicesGridIsland } from '../../features/site/services/services-grid';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_site/')({
  staticData: { light: true },
  head: () =>
    seo({
      title: 'Custom Web Apps & MVPs in 4 Weeks | Stop Working Inside the Box',
      description:
        'A solo developer who builds custom web apps and MVPs in 4 weeks at a fixed price: workflow automation, integrations and dashboards that replace your spreadsheets.',
      path: '/',
    }),
  component: HomePage,
});

function HomePage() {
  return (
    <>
      <Hero />
      <Pathways />
      <Integrations />
      <Section
        id="services"
        title="What I Build"
        intro="Seven ways I help, each at a fixed price and timeline. Choose one for the details."
      >
        <ServicesGridIsland />
      </Section>
      <MvpSection />
      <AboutSection />
      <WorkflowCta />
    </>
  );
}
