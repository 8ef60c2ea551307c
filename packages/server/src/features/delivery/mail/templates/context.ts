/** What every template knows of the site it speaks for: the site folder's identity, as of now. */
export interface MailSite {
  name: string;
  /** Who signs the visitor's mails, and how to reach them. */
  owner: { name: string; role: string };
  contact: { email: string; phone?: string | undefined };
  /** The public origin, for links. */
  url: string;
  /** "January 2026": the estimate's "Estimated start". */
  bookingMonth: string;
  /** Set when the reader is a newsletter subscriber: every mail to them says how to stop. */
  unsubscribeUrl?: string | undefined;
}

export interface Composed {
  subject: string;
  element: React.ReactElement;
  /** Headers of this message alone (a reply's Reply-To). */
  headers?: Record<string, string>;
  /** An invitation sent with it (a booking's mails). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string } | undefined;
}

export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
