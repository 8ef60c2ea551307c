import { object, type InferType } from 'yup';
import { honeypot, requiredEmail } from './fields';

/** POST /api/newsletter */
export const newsletterSchema = object({
  email: requiredEmail(),
  website: honeypot(),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;
