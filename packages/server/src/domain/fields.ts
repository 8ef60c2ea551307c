/** Field builders shared by the request schemas, so every form limits and cleans input the same way. */
import { string } from 'yup';
import { LIMITS } from './limits';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const email = () =>
  string()
    .trim()
    .lowercase()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`)
    .email('Please enter a valid email address.');

export const requiredEmail = () => email().required('Please enter your email address.');

export const optionalEmail = () => email().transform(emptyToUndefined).optional();

/** Optional free text: blank counts as absent. */
export const optionalText = (max: number, label: string) =>
  string()
    .transform(emptyToUndefined)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .optional();

export const requiredText = (max: number, label: string, requiredMessage: string) =>
  string()
    .trim()
    .required(requiredMessage)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

/** The visitor's analytics session id, as the tracker makes it. */
export const sessionId = () =>
  string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{1,64}$/, {
      message: 'sessionId must be 1-64 letters, digits, dashes or underscores.',
      excludeEmptyString: false,
    });

/** The honeypot: a field hidden from people; whatever fills it is a bot. */
export const honeypot = () => string().max(LIMITS.honeypot).optional();
