/** What every template knows of the site it speaks for. */
export interface MailSite {
  name: string;
  developerName: string;
  /** The public origin, for links. */
  url: string;
  bookingMonth: string;
  /** Set when the reader is a newsletter subscriber: every mail to them says how to stop. */
  unsubscribeUrl?: string | undefined;
}

export interface Composed {
  subject: string;
  element: React.ReactElement;
}

export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
