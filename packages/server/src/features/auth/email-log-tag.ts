/**
 * What a log line says of an e-mail address typed into the sign-in form: the first 12 hex digits of
 * an HMAC-SHA256 under a key derived from SESSION_SECRET. The same address gets the same tag on every
 * instance, so an operator can follow one address's failures, and with the secret can check whether
 * a given address was the one; without the secret the tag does not give the address back.
 */
import { createHmac } from 'node:crypto';

const TAG_HEX_DIGITS = 12;

export function emailLogTag(secret: string): (email: string) => string {
  const key = createHmac('sha256', secret).update('leadline: sign-in e-mail log tag').digest();
  return (email) => createHmac('sha256', key).update(email).digest('hex').slice(0, TAG_HEX_DIGITS);
}
