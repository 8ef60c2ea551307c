import { object, string, type InferType } from 'yup';
import { honeypot, requiredEmail } from './fields';

/** POST /api/newsletter */
export const newsletterSchema = object({
  email: requiredEmail(),
  website: honeypot(),
});

export type NewsletterInput = InferType<typeof newsletterSchema>;

/** The token of a confirmation or unsubscribe link. */
export const NEWSLETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** POST /api/newsletter/confirm?token= and /api/newsletter/unsubscribe?token= */
export const newsletterTokenSchema = object({
  token: string()
    .required('The link is incomplete: token is missing.')
    .matches(NEWSLETTER_TOKEN_PATTERN, 'This link is not valid.'),
});
