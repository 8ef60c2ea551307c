import type { ContactInput } from '@leadline/domain';
import { postJson } from '../../../lib/http';

export const sendContactMessage = (message: ContactInput) =>
  postJson<{ id: string }>('/api/contact', message);
