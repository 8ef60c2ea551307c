/** The privacy page's words, from the site's settings (site-config.ts): what the build was told. */
import type { SiteSettings } from '../../../site-config';

export interface Collected {
  title: string;
  what: string;
  why: string;
}

export function collected(site: SiteSettings): Collected[] {
  return [
    {
      title: 'What you send in a form',
      what: 'The contact form (name, e-mail address, company, message), the cost calculator (the features you chose, name, e-mail address), the project questionnaire (your answers, saved at each step, and your contact details), the newsletter sign-up (e-mail address) and the consultation offer (name, e-mail address).',
      why: `So that ${site.owner.name} can answer you, send the estimate or the newsletter you asked for, and prepare a first call.`,
    },
    {
      title: 'How the site is used (analytics)',
      what: 'The pages you open, how far you scroll and how long a page stays open, the buttons and offers you use, where the visit came from (the referring page and any utm campaign parameters), whether the screen is a phone, tablet or desktop, and your browser’s user-agent string. They are kept under a random id; they are linked to you only once you send your e-mail address in a form.',
      why: 'To see which pages help and to score interest: a visitor who reads a lot may be offered a free consultation, and the owner sees the visits of people who get in touch.',
    },
  ];
}

export function consentText(site: SiteSettings): string {
  return site.consentMode === 'opt-in'
    ? 'Analytics need your consent. Until you press Accept on the banner at the bottom of the page, nothing about your visit is stored in your browser or sent to the server, and no consultation offer is shown. Declining is remembered, and you can change your answer at any time with “Privacy choices” at the bottom of every page.'
    : 'Analytics start when a page opens, without asking first. If your browser sends Do Not Track or Global Privacy Control, nothing is stored in your browser and nothing about your visit is sent.';
}

export function retentionText(site: SiteSettings): string[] {
  return [
    'What you send in a form, and the visits linked to your e-mail address, are kept until you ask for them to be erased.',
    `Anonymous visits (never linked to an e-mail address) and their events are deleted ${site.retentionDays} days after their last activity.`,
  ];
}

export const IP_ADDRESS_TEXT =
  'Your IP address is not stored. To limit how often requests come from one place, the server keeps only a salted hash of the address (the salt changes every day), and its logs leave the address out.';

export function rightsText(site: SiteSettings): string {
  return `To get a copy of what is stored about you, or to have it erased, write to ${site.email} from the address you used. The owner exports or erases everything tied to that address (forms, newsletter, and the visits linked to it) and replies when it is done.`;
}

export function sharingText(site: SiteSettings): string {
  const base =
    'The data stays in the database of the server that runs this site. It is not sold or shared with advertisers.';
  return site.analyticsId
    ? `${base} The site also loads Google Analytics${site.consentMode === 'opt-in' ? ' (only after you accept)' : ''}, which receives the pages you view.`
    : base;
}
