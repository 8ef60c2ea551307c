import { MANAGE_TOKEN } from '@leadline/domain';

/** The token of a manage link's fragment (`#token=...`), or undefined when it has none that fits. */
export function tokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token && MANAGE_TOKEN.test(token) ? token : undefined;
}
