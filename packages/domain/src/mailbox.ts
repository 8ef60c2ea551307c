/**
 * The mailbox an address delivers to, so that spellings of one inbox count as one: the address is
 * trimmed and lower-cased, a `+tag` sub-address is dropped (Gmail, Outlook, Fastmail, iCloud and most
 * providers deliver `name+tag@` to `name@`), and Gmail's dots, which Gmail ignores, are removed
 * (`googlemail.com` is Gmail too). Used where a limit or a burst counts people, not strings.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
