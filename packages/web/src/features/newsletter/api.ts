import { postJson } from '../../lib/http';

export const subscribeToNewsletter = (email: string) =>
  postJson<{ subscribed: true }>('/api/newsletter', { email });
