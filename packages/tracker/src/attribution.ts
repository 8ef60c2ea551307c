/** What a page load tells of where the visit came from; the server classifies it (@leadline/domain). */
import type { RawAttribution } from '@leadline/domain/wire';

/** What a page load tells of its origin: the referrer and the utm parameters, as the tracker sends them. */
export function rawAttributionOf(search: string, referrer: string): RawAttribution {
  const params = new URLSearchParams(search);
  // The server takes at most 255 characters per label and 2,048 per URL.
  const utm = (key: string) =>
    params
      .get('utm_' + key)
      ?.trim()
      .slice(0, 255) || null;
  return {
    referrer: referrer.slice(0, 2048) || null,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    utmContent: utm('content'),
    utmTerm: utm('term'),
  };
}
