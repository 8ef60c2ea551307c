import type { ContactInput } from '@leadline/server/domain';
import { postJson } from '../../lib/http';

export const sendContactMessage = (message: ContactInput) =>
  postJson<{ id: string }>('/api/contact', message);
