import { ArrowRightIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Service } from '../../../../site-plugin/types';
import { services } from 'virtual:site/services';
import { RichText } from '../glossary/rich-text';
import { island } from '../islands/island';
import { ServiceIcon } from './service-icon';

const loadDialog = () => import('./service-dialog');
// The modal (Radix Dialog and the long copy) loads when a visitor first reaches for a card.
const ServiceDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ServiceDialog })),
);

/** The service cards (services/*.md of the site folder); choosing one opens its modal. */
export function ServicesGrid({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const [selected, setSelected] = useState<Service | null>(null);
  // Stays mounted after the first opening, so closing can hand focus back to the card.
  const [dialogWanted, setDialogWanted] = useState(false);
  const open = (service: Service) => {
    setDialogWanted(true);
    setSelected(service);
  };
  const Heading = headingLevel;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.id}
            className="relative flex flex-col rounded-xl border bg-card p-6 shadow-sm transition hover:border-primary"
          >
            <ServiceIcon name={service.icon} className="h-10 w-10 text-primary" />
            <Heading className="mt-4 text-lg font-semibold">{service.title}</Heading>
            <p className="mt-1 text-sm font-medium text-accent-foreground">{service.tagline}</p>
            <p className="mt-3 flex-1 text-sm leading-6 text-muted-foreground">
              <RichText text={service.summary} />
            </p>
            <p className="mt-4 flex justify-between text-sm">
              <span>{service.timeline}</span>
              <span className="font-semibold">{service.price}</span>
            </p>
            <button
              type="button"
              onClick={() => open(service)}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              aria-haspopup="dialog"
              className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline"
            >
              Learn more<span className="sr-only"> about {service.title}</span>
              <ArrowRightIcon className="h-4 w-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {dialogWanted && (
        <Suspense fallback={null}>
          <ServiceDialog service={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}

export const ServicesGridIsland = island('services-grid', ServicesGrid);
