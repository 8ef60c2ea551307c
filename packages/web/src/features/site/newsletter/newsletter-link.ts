import type { NewsletterLink } from './newsletter-page';

const token = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;

/** The link of /newsletter's query: a well-formed token to confirm or to unsubscribe, else none. */
export function newsletterLink(search: Record<string, unknown>): NewsletterLink {
  const confirm = token(search.confirm);
  const unsubscribe = token(search.unsubscribe);
  return { ...(confirm && { confirm }), ...(unsubscribe && { unsubscribe }) };
}
