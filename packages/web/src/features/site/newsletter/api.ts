import { postJson } from '../../../lib/http';

/**
 * The same for every address (whether one is subscribed is for its owner to know): a new address is
 * subscribed once its owner confirms it from the mail sent to it.
 */
export interface NewsletterAnswer {
  message: string;
}

export const subscribeToNewsletter = (email: string) =>
  postJson<NewsletterAnswer>('/api/newsletter', { email });

const withToken = (path: string, token: string) =>
  `${path}?${new URLSearchParams({ token }).toString()}`;

export const confirmSubscription = (token: string) =>
  postJson<{ subscribed: true }>(withToken('/api/newsletter/confirm', token), {});

export const unsubscribe = (token: string) =>
  postJson<{ subscribed: false }>(withToken('/api/newsletter/unsubscribe', token), {});
