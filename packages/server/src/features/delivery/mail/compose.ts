/**
 * Turns a queued message into what is sent: its recipients, subject and both parts, from the rows it
 * refers to as they are when it is sent. A message whose rows are gone (erased) is not sent.
 */
import type { Knex } from 'knex';
import { render } from '@react-email/render';
import {
  BUDGET_RANGES,
  bookingMonthLabel,
  CURRENT_TOOLS,
  lineItemNames,
  PAIN_POINTS,
  type LineItem,
  siteAvailability,
  TEAM_SIZES,
  TIMELINES,
} from '@leadline/domain';
import type { DeliverySettings } from '../../../config';
import { readSavedAvailability } from '../../settings/queries';
import { listAdminEmails } from '../../users/queries';
import type { MailKind, MailRef } from './kinds';
import type { Composed, MailSite } from './templates/context';
import {
  checklistMail,
  contactAckMail,
  estimateMail,
  newsletterConfirmMail,
  workflowConfirmationMail,
} from './templates/visitor';
import {
  contactAlertMail,
  hotLeadAlertMail,
  leadAlertMail,
  testMail,
  workflowAlertMail,
} from './templates/owner';
import { composeDigest } from './digest-mail';
import { composeGateAlert } from './compose-alerts';
import { composeReply } from './compose-reply';
import { fitOfAddress, Gone, labelOf, row } from './compose-rows';
import { composeBookingMail } from './compose-booking';

export interface MessageRow {
  id: string;
  kind: MailKind;
  audience: 'visitor' | 'owner';
  to_address: string | null;
  ref: MailRef;
}

export type Composition =
  | {
      to: string;
      subject: string;
      html: string;
      text: string;
      headers: Record<string, string>;
      calendar?: Composed['calendar'];
    }
  | { skip: string };

async function composeKind(
  knex: Knex,
  message: MessageRow,
  site: MailSite,
  admin: string,
  alertLimit: number,
): Promise<Composed> {
  const { ref } = message;
  switch (message.kind) {
    case 'estimate': {
      const lead = await row<{ line_items: LineItem[]; total_cost: number }>(
        knex('calculator_leads').where({ id: ref.leadId ?? null }),
      );
      // The month the owner set in Settings when the mail is sent, as the pages say it then.
      const saved = await readSavedAvailability(knex);
      const bookingMonth = saved ? bookingMonthLabel(saved.month) : site.bookingMonth;
      return estimateMail(
        { ...site, bookingMonth },
        { lines: lead.line_items, total: lead.total_cost },
      );
    }
    case 'checklist':
      return checklistMail(site);
    case 'workflow_confirmation':
      return workflowConfirmationMail(site);
    case 'contact_ack':
      return contactAckMail(site);
    case 'newsletter_confirm': {
      const subscriber = await row<{ token: string }>(
        knex('newsletter_subscribers').where({ id: ref.subscriberId ?? null, confirmed_at: null }),
      );
      const url = `${site.url}/newsletter?confirm=${encodeURIComponent(subscriber.token)}`;
      return newsletterConfirmMail(site, url);
    }
    case 'hot_lead_alert': {
      const lead = await row<{
        email: string | null;
        name: string | null;
        score: number;
        reasons: string[];
        session_id: string;
        source: string;
        utm_campaign: string | null;
      }>(
        knex('hot_leads as h')
          .join('analytics_sessions as s', 's.session_id', 'h.session_id')
          .where('h.id', ref.hotLeadId ?? null)
          .select(
            'h.email',
            'h.name',
            'h.score',
            'h.qualification_reasons as reasons',
            'h.session_id',
          )
          .select('s.source', 's.utm_campaign'),
      );
      return hotLeadAlertMail(site, {
        ...lead,
        campaign: lead.utm_campaign,
        reasons: lead.reasons.map((reason) => reason.replaceAll('_', ' ')),
        timelineUrl: `${admin}/hot-leads?session=${encodeURIComponent(lead.session_id)}`,
        fit: await fitOfAddress(knex, lead.email),
      });
    }
    case 'lead_alert': {
      const lead = await row<{
        name: string | null;
        email: string;
        line_items: LineItem[];
        total_cost: number;
      }>(knex('calculator_leads').where({ id: ref.leadId ?? null }));
      return leadAlertMail(site, {
        name: lead.name,
        email: lead.email,
        features: lineItemNames(lead.line_items),
        total: lead.total_cost,
        url: `${admin}/leads`,
        fit: await fitOfAddress(knex, lead.email),
      });
    }
    case 'contact_alert': {
      const contact = await row<{
        name: string;
        email: string;
        company: string | null;
        message: string;
      }>(knex('contact_messages').where({ id: ref.contactId ?? null }));
      return contactAlertMail(site, {
        ...contact,
        url: `${admin}/contacts`,
        fit: await fitOfAddress(knex, contact.email),
      });
    }
    case 'workflow_alert': {
      const s = await row<Record<string, string | null> & { current_tools: string[] }>(
        knex('workflow_submissions').where({ id: ref.submissionId ?? null }),
      );
      return workflowAlertMail(site, {
        name: s.name ?? null,
        email: s.email ?? null,
        url: `${admin}/workflow-submissions`,
        fit: await fitOfAddress(knex, s.email ?? null),
        rows: [
          ['Company', s.company ?? null],
          ['Pain point', labelOf(PAIN_POINTS, s.pain_point ?? null)],
          ['Current tools', s.current_tools.map((tool) => labelOf(CURRENT_TOOLS, tool)).join(', ')],
          ['Manual process', s.manual_process ?? null],
          ['Team size', labelOf(TEAM_SIZES, s.team_size ?? null)],
          ['Success vision', s.success_vision ?? null],
          ['Timeline', labelOf(TIMELINES, s.timeline ?? null)],
          ['Budget', labelOf(BUDGET_RANGES, s.budget_range ?? null)],
        ],
      });
    }
    case 'capture_alert':
    case 'alert_rollup':
      return composeGateAlert(knex, message.kind, ref, site, admin, alertLimit);
    case 'digest':
      return composeDigest(knex, site, ref, `${admin}/dashboard`);
    case 'reply':
      return composeReply(knex, ref, site);
    case 'test':
      return testMail(site);
    case 'booking_confirmation':
    case 'booking_cancellation':
    case 'booking_reminder':
    case 'booking_alert':
    case 'booking_update':
    case 'booking_owner_reminder':
      return composeBookingMail(knex, message.kind, ref, site, admin);
  }
}

/** The site folder's identity as the templates use it. */
export const mailSite = (settings: DeliverySettings, unsubscribeUrl?: string): MailSite => ({
  name: settings.site.name,
  owner: { name: settings.site.owner.name, role: settings.site.owner.role },
  contact: settings.site.contact,
  url: settings.publicUrl,
  bookingMonth: bookingMonthLabel(siteAvailability(settings.site).month),
  unsubscribeUrl,
});

/** The subject and both parts of a composed message. */
export async function renderParts(composed: Composed) {
  const [html, plain] = await Promise.all([
    render(composed.element),
    render(composed.element, { plainText: true }),
  ]);
  // The layout's no-break spaces (between a label and its value) are plain spaces in plain text.
  return { subject: composed.subject, html, text: plain.replaceAll('\u00a0', ' ') };
}

/** The owner's addresses: NOTIFY_EMAIL, else every admin. */
async function ownerAddresses(knex: Knex, settings: DeliverySettings): Promise<string[]> {
  if (settings.notifyEmails.length > 0) return settings.notifyEmails;
  return listAdminEmails(knex);
}

/** A confirmed subscriber's token: their mails carry an unsubscribe link. */
async function subscriberToken(knex: Knex, address: string): Promise<string | undefined> {
  const subscriber = (await knex('newsletter_subscribers')
    .where({ email: address.toLowerCase(), unsubscribed_at: null })
    .whereNotNull('confirmed_at')
    .first('token')) as { token: string } | undefined;
  return subscriber && encodeURIComponent(subscriber.token);
}

export async function composeMessage(
  knex: Knex,
  message: MessageRow,
  settings: DeliverySettings,
): Promise<Composition> {
  const to = message.to_address ?? (await ownerAddresses(knex, settings)).join(', ');
  if (!to) return { skip: 'No owner address: set NOTIFY_EMAIL or create an admin user' };
  const token = message.audience === 'visitor' ? await subscriberToken(knex, to) : undefined;
  const site = mailSite(settings, token && `${settings.publicUrl}/newsletter?unsubscribe=${token}`);
  let composed: Composed;
  try {
    composed = await composeKind(
      knex,
      message,
      site,
      `${settings.publicUrl}/admin`,
      settings.alerts.maxPerHour,
    );
  } catch (error) {
    if (error instanceof Gone) {
      return { skip: error.message || 'What this message was about no longer exists' };
    }
    throw error;
  }
  return {
    to,
    ...(await renderParts(composed)),
    calendar: composed.calendar,
    headers: {
      ...composed.headers,
      ...(token
        ? {
            'List-Unsubscribe': `<${settings.publicUrl}/api/newsletter/unsubscribe?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  };
}
