import { object, type InferType } from 'yup';
import { LIMITS } from './limits';
import { honeypot, optionalText, requiredEmail, requiredText, sessionId } from './fields';

/** POST /api/contact */
export const contactSchema = object({
  name: requiredText(LIMITS.name, 'Name', 'Please enter your name.'),
  email: requiredEmail(),
  company: optionalText(LIMITS.company, 'Company'),
  message: requiredText(LIMITS.message, 'Message', 'Please enter a message.'),
  sessionId: sessionId().optional(),
  website: honeypot(),
});

export type ContactInput = InferType<typeof contactSchema>;
