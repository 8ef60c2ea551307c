import { describe, expect, it } from 'vitest';
import { renderParts } from './compose';
import { contactAlertMail, hotLeadAlertMail } from './templates/owner';

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
