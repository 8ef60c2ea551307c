/** Field builders shared by the request schemas, so every form limits and cleans input the same way. */
import { string } from 'yup';
import { ID_PATTERN } from './wire';
import { LIMITS } from './limits';

/** PostgreSQL cannot store NUL characters or lone UTF-16 surrogates in text. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
export const UNSTORABLE_TEXT = /\u0000|\p{Cs}/u;

/** Whether a JSON value holds text PostgreSQL cannot store (in any key or string, at any depth). */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, inner]) => UNSTORABLE_TEXT.test(key) || hasUnstorableText(inner),
    );
  }
  return false;
}

/** A string that PostgreSQL can store. */
export const text = () =>
  string().test(
    'storable',
    ({ path }) => `${path} contains characters that cannot be stored.`,
    (value) => value === undefined || value === null || !UNSTORABLE_TEXT.test(value),
  );

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * An e-mail address as the HTML spec's e-mail input takes it (a dot-atom local part, then a host
 * name), but without the characters that are delimiters in a URL, `# % & / = ?`: no realistic address
 * holds one, and each can smuggle recipients or headers into a `mailto:` link (`a?bcc=...`).
 */
export const EMAIL_ADDRESS =
  /^[a-z0-9.!$'*+^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const email = () =>
  text()
    .trim()
    .lowercase()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters.`)
    .matches(EMAIL_ADDRESS, {
      message: 'Please enter a valid email address.',
      excludeEmptyString: true,
    });

export const requiredEmail = () => email().required('Please enter your email address.');

export const optionalEmail = () => email().transform(emptyToUndefined).optional();

/** Optional free text: blank counts as absent. */
export const optionalText = (max: number, label: string) =>
  text()
    .transform(emptyToUndefined)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`)
    .optional();

export const requiredText = (max: number, label: string, requiredMessage: string) =>
  text()
    .trim()
    .required(requiredMessage)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);

/** The visitor's analytics session id, as the tracker makes it. */
export const sessionId = () =>
  string().trim().matches(ID_PATTERN, {
    message: 'sessionId must be 1-64 letters, digits, dashes or underscores.',
    excludeEmptyString: false,
  });

/** The honeypot: a field hidden from people; whatever fills it is a bot. */
export const honeypot = () => text().max(LIMITS.honeypot).optional();
