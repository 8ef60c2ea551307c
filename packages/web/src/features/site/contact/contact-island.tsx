import { withQueryClient } from '../../../lib/query-provider';
import { island } from '../islands/island';
import { ContactPage } from './contact-page';

/** The page's whole content, with the query client its form sends through. */
export const ContactRoot = withQueryClient(ContactPage);

export const ContactIsland = island('contact', ContactRoot);
