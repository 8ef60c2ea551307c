import { createFileRoute } from '@tanstack/react-router';
import { AboutSection } from '../../features/site/home/about-section';
import { Hero } from '../../features/site/home/hero';
import { Integrations } from '../../features/site/home/integrations';
import { MvpSection } from '../../features/site/home/mvp-section';
import { Pathways } from '../../features/site/home/pathways';
import { Section } from '../../features/site/home/section';
import { WorkflowCta } from '../../features/site/home/workflow-cta';
import { ServicesGridIsland } from '../../features/site/services/services-grid';
import { TestimonialsSection } from '../../features/site/testimonials/testimonials-section';
import { seo } from '../../lib/seo';
import { SITE } from '../../site-config';

export const Route = createFileRoute('/_site/')({
  staticData: { light: true },
  head: () =>
    // The brand and its tagline (site.yaml): the title search results show for the site.
    seo({ title: SITE.tagline, description: SITE.description, path: '/' }),
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
        intro="Each at a fixed price and timeline. Choose one for the details."
      >
        <ServicesGridIsland />
      </Section>
      <MvpSection />
      <AboutSection />
      <TestimonialsSection />
      <WorkflowCta />
    </>
  );
}
