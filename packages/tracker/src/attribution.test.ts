import { classify } from '@leadline/domain/traffic-source';
import { describe, expect, it } from 'vitest';
import { rawAttributionOf } from './attribution';

const siteHost = 'www.site.example';
/** What the server makes of what the tracker reads from a page load. */
const attributionOf = (search: string, referrer: string, host: string) =>
  classify(rawAttributionOf(search, referrer), host);

describe('attributionOf', () => {
  it('reads the utm parameters and the referrer', () => {
    expect(
      attributionOf(
        '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=ad-1&utm_term=mvp',
        'https://www.google.com/',
        siteHost,
      ),
    ).toEqual({
      source: 'search',
      referralSource: 'google',
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmContent: 'ad-1',
      utmTerm: 'mvp',
    });
  });

  it('gives nulls for a direct visit', () => {
    expect(attributionOf('', '', siteHost)).toEqual({
      source: 'direct',
      referralSource: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
    });
  });

  it('keeps to the lengths the server accepts', () => {
    const attribution = attributionOf(
      '?utm_campaign=' + 'c'.repeat(300) + '&utm_term=%20',
      'https://blog.example/' + 'p'.repeat(3000),
      siteHost,
    );
    expect(attribution.utmCampaign).toHaveLength(255);
    expect(attribution.utmTerm).toBeNull();
    expect(attribution.referrer).toHaveLength(2048);
    expect(attribution.source).toBe('referral');
  });
});
