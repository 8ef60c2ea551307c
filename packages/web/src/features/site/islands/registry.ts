import type { ComponentType } from 'react';
import { ConsentSlot } from '../consent/consent-slot';
import { Footer } from '../layout/footer';
import { Header } from '../layout/header';
import type { IslandName } from './island';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are the island's, from its JSON
type AnyComponent = ComponentType<any>;

/**
 * Each island's component, for entry-light.tsx to hydrate: the frame's (on every content page) come
 * with the entry's own chunk, the others load when a page has them.
 */
export const ISLANDS: Record<IslandName, () => Promise<AnyComponent>> = {
  header: async () => Header,
  footer: async () => Footer,
  'consent-slot': async () => ConsentSlot,
  'services-grid': () => import('../services/services-grid').then((module) => module.ServicesGrid),
  'glossary-term': () => import('../glossary/glossary-term').then((module) => module.GlossaryText),
  'view-event': () => import('../tracking/view-event').then((module) => module.ViewEvent),
  'read-to-end': () =>
    import('../blog/read-to-end-marker').then((module) => module.ReadToEndMarker),
  'privacy-choices': () =>
    import('../privacy/privacy-choices').then((module) => module.PrivacyChoicesButton),
  calculator: () =>
    import('../calculator/calculator-island').then((module) => module.CalculatorRoot),
  contact: () => import('../contact/contact-island').then((module) => module.ContactRoot),
  wizard: () => import('../wizard/wizard-island').then((module) => module.WizardRoot),
  'thank-you': () => import('../thank-you/thank-you-island').then((module) => module.ThankYouRoot),
  newsletter: () =>
    import('../newsletter/newsletter-island').then((module) => module.NewsletterRoot),
  book: () => import('../booking/book-island').then((module) => module.BookRoot),
  'book-manage': () => import('../booking/manage-island').then((module) => module.ManageRoot),
};
