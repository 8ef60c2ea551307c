import { describe, expect, it } from 'vitest';
import { fitOf } from '@leadline/domain';
import { renderParts } from './compose';
import { contactAlertMail, fitRow, hotLeadAlertMail } from './templates/owner';

const site = {
  name: 'Studio',
  owner: { name: 'Ann', role: 'Developer' },
  contact: { email: 'ann@studio.example' },
  url: 'https://studio.example',
  bookingMonth: 'March',
};

/** Every mailto: link of an HTML mail. */
const mailtoLinks = (html: string) =>
  [...html.matchAll(/href="(mailto:[^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe("the owner's alerts", () => {
  it('link a stored address for a reply to that address alone, whatever it holds', async () => {
    const email = 'a?bcc=spy%40evil.example&to=x@example.com';
    const safe = 'mailto:a%3Fbcc%3Dspy%2540evil.example%26to%3Dx@example.com';
    const contact = await renderParts(
      contactAlertMail(site, {
        name: 'Ann',
        email,
        company: null,
        message: 'Hello',
        url: 'https://studio.example/admin/contacts',
      }),
    );
    const lead = await renderParts(
      hotLeadAlertMail(site, {
        email,
        name: null,
        score: 80,
        reasons: [],
        source: 'direct',
        campaign: null,
        timelineUrl: 'https://studio.example/admin/sessions/s-1',
      }),
    );
    expect(mailtoLinks(contact.html)).toEqual([safe]);
    expect(mailtoLinks(lead.html)).toEqual([safe]);
  });
});

describe('the fit in the alerts', () => {
  const alert = (fit: Parameters<typeof fitRow>[0]) =>
    renderParts(
      hotLeadAlertMail(site, {
        email: 'ada@example.com',
        name: 'Ada',
        score: 82,
        reasons: [],
        source: 'direct',
        campaign: null,
        timelineUrl: 'https://studio.example/admin/hot-leads?session=s-1',
        fit,
      }),
    );

  it('stands beside the score, with why', async () => {
    const { text } = await alert(fitOf({ budgetRange: '15k-30k', timeline: '1-2_months' }));
    expect(text).toContain('Score: 82');
    expect(text).toContain('Fit: A (Budget $15,000-$30,000 · Timeline: In 1-2 months)');
  });

  it('says a known person is not graded yet, and shows a dash without an address', async () => {
    expect((await alert(fitOf({}))).text).toContain(
      'Fit: Not graded: no budget, timeline or estimate yet',
    );
    expect(fitRow(null)).toEqual(['Fit', null]);
  });
});
