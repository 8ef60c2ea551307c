import { QueryProvider } from '../../lib/query-provider';
import { island } from '../islands/island';
import { ContactPage } from './contact-page';

/** The page's whole content, with the query client its form submits through. */
export function ContactRoot() {
  return (
    <QueryProvider>
      <ContactPage />
    </QueryProvider>
  );
}

export const ContactIsland = island('contact', ContactRoot);
