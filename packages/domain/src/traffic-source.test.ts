import { describe, expect, it } from 'vitest';
import {
  classifyTrafficSource,
  referralSourceOf,
  referrerHost,
  type TrafficInput,
} from './traffic-source';
import type { TrafficSource } from './wire';

const siteHost = 'www.site.example';
const byReferrer = (referrer: string | null): TrafficInput => ({ referrer, siteHost });

describe('classifyTrafficSource without campaign tags', () => {
  it.each<[string | null, TrafficSource]>([
    // no referrer, or the site itself (with or without www.)
    [null, 'direct'],
    ['', 'direct'],
    ['https://www.site.example/blog', 'direct'],
    ['https://site.example/', 'direct'],
    ['http://www.site.example:8080/x', 'direct'],
    // search engines, subdomains and country domains
    ['https://www.google.com/', 'search'],
    ['https://google.com/search?q=mvp', 'search'],
    ['https://www.google.co.uk/', 'search'],
    ['https://www.google.de/', 'search'],
    ['https://www.google.com.au/', 'search'],
    ['https://www.bing.com/search?q=x', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://search.yahoo.com/', 'search'],
    ['https://uk.search.yahoo.co.jp/', 'search'],
    ['https://www.baidu.com/', 'search'],
    ['https://yandex.ru/', 'search'],
    ['https://yandex.com.tr/', 'search'],
    ['https://www.ecosia.org/', 'search'],
    ['https://search.brave.com/search?q=x', 'search'],
    ['https://www.startpage.com/', 'search'],
    ['https://www.qwant.com/', 'search'],
    // social networks
    ['https://www.facebook.com/', 'social'],
    ['https://m.facebook.com/', 'social'],
    ['https://l.facebook.com/l.php?u=x', 'social'],
    ['https://t.co/abc', 'social'],
    ['https://twitter.com/someone', 'social'],
    ['https://x.com/someone', 'social'],
    ['https://www.linkedin.com/feed/', 'social'],
    ['https://lnkd.in/abc', 'social'],
    ['https://www.reddit.com/r/webdev', 'social'],
    ['https://old.reddit.com/', 'social'],
    ['https://news.ycombinator.com/item?id=1', 'social'],
    ['https://www.youtube.com/watch?v=1', 'social'],
    ['https://www.instagram.com/', 'social'],
    ['https://www.pinterest.com/', 'social'],
    ['https://www.pinterest.co.uk/', 'social'],
    ['https://www.tiktok.com/', 'social'],
    ['https://mastodon.social/@someone', 'social'],
    ['https://bsky.app/profile/x', 'social'],
    ['https://www.threads.net/', 'social'],
    // webmail wins over the search engine that runs it
    ['https://mail.google.com/mail/u/0/', 'email'],
    ['https://outlook.live.com/mail/', 'email'],
    ['https://mail.yahoo.com/', 'email'],
    // look-alikes are referrals, not matches
    ['https://notgoogle.com/', 'referral'],
    ['https://google.example.com/', 'referral'],
    ['https://mygoogle.co.uk/', 'referral'],
    ['https://box.com/', 'referral'],
    ['https://facebook.com.evil.example/', 'referral'],
    ['https://www.ycombinator.com/', 'referral'],
    ['https://search.example.org/', 'referral'],
    // anything else
    ['https://blog.someone.dev/post', 'referral'],
    ['https://github.com/leadline', 'referral'],
    ['https://app.site.example/', 'referral'],
    // a bare host, as the server may store it
    ['www.google.com', 'search'],
    ['not a url', 'direct'],
  ])('referrer %s is %s', (referrer, source) => {
    expect(classifyTrafficSource(byReferrer(referrer))).toBe(source);
  });
});

describe('classifyTrafficSource with campaign tags', () => {
  it.each<[string | null, string | null, string | null, TrafficSource]>([
    // utm_medium first, whatever the source and the referrer
    ['cpc', 'google', null, 'search'],
    ['ppc', 'bing', null, 'search'],
    ['paid', 'newsletter', null, 'search'],
    ['paid-search', 'partner', null, 'search'],
    ['paid_search', null, null, 'search'],
    ['PaidSearch', null, null, 'search'],
    [' CPC ', null, null, 'search'],
    ['email', 'mailchimp', null, 'email'],
    ['e-mail', null, null, 'email'],
    ['newsletter', 'google', 'https://www.google.com/', 'email'],
    ['social', 'partner', null, 'social'],
    ['social-media', null, null, 'social'],
    ['paid_social', 'facebook', null, 'social'],
    ['cpc', 'facebook', 'https://www.facebook.com/', 'search'],
    // then utm_source: a known engine or network, by name or by host
    [null, 'google', null, 'search'],
    [null, 'Google', 'https://t.co/x', 'search'],
    [null, 'bing', null, 'search'],
    [null, 'duckduckgo', null, 'search'],
    ['organic', 'google', null, 'search'],
    [null, 'facebook', null, 'social'],
    [null, 'linkedin', null, 'social'],
    [null, 'twitter', null, 'social'],
    [null, 'x', null, 'social'],
    [null, 'reddit', null, 'social'],
    [null, 'news.ycombinator.com', null, 'social'],
    [null, 'www.google.co.uk', null, 'search'],
    [null, 'https://m.facebook.com/', null, 'social'],
    [null, 'mail.google.com', null, 'email'],
    // then utm_medium referral, then other
    ['referral', 'partner-blog', 'https://partner.example/', 'referral'],
    ['referral', null, null, 'referral'],
    [null, 'partner', 'https://www.google.com/', 'other'],
    [null, 'newsletter', null, 'other'],
    ['display', null, null, 'other'],
    ['affiliate', 'partner', null, 'other'],
    [null, 'notgoogle', null, 'other'],
    // blank tags count as no tags
    ['', '  ', 'https://www.google.com/', 'search'],
    ['', '', null, 'direct'],
  ])('medium %s, source %s, referrer %s is %s', (utmMedium, utmSource, referrer, source) => {
    expect(classifyTrafficSource({ utmMedium, utmSource, referrer, siteHost })).toBe(source);
  });
});

describe('referralSourceOf', () => {
  it('is utm_source when there is one', () => {
    expect(
      referralSourceOf({ utmSource: ' LinkedIn ', referrer: 'https://t.co/x', siteHost }),
    ).toBe('LinkedIn');
  });

  it('is the referrer host without www. otherwise', () => {
    expect(referralSourceOf({ referrer: 'https://www.google.co.uk/search', siteHost })).toBe(
      'google.co.uk',
    );
    expect(referralSourceOf({ utmSource: '', referrer: 'https://t.co/x', siteHost })).toBe('t.co');
  });

  it('is null for a direct visit or one from the site itself', () => {
    expect(referralSourceOf({ siteHost })).toBeNull();
    expect(referralSourceOf({ referrer: 'https://site.example/a', siteHost })).toBeNull();
  });
});

describe('referrerHost', () => {
  it('drops www. and the site itself', () => {
    expect(referrerHost('https://WWW.Example.com/x', siteHost)).toBe('example.com');
    expect(referrerHost('https://www.site.example/x', 'site.example')).toBe('');
    expect(referrerHost(undefined, siteHost)).toBe('');
  });
});
