/**
 * The `href` of a link that writes to one address. The address is percent-encoded on either side of
 * its last `@` (RFC 6068), so whatever it holds (a stored row may predate the e-mail field's grammar)
 * cannot add recipients, headers or a body to the mail: `a?bcc=spy@evil.example` stays one address.
 */
export function mailtoHref(address: string): string {
  // encodeURIComponent throws on a lone surrogate; a replacement character keeps the link.
  const text = address.replace(/\p{Cs}/gu, '\uFFFD');
  const at = text.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(text)}`;
  const local = encodeURIComponent(text.slice(0, at));
  return `mailto:${local}@${encodeURIComponent(text.slice(at + 1))}`;
}
