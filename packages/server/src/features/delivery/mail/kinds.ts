/** Every kind of message Leadline sends, to whom, and what its `ref` names. */
export const VISITOR_KINDS = [
  'estimate',
  'checklist',
  'workflow_confirmation',
  'contact_ack',
  'newsletter_confirm',
  'reply',
  'booking_confirmation',
  'booking_cancellation',
  'booking_reminder',
] as const;
export const OWNER_KINDS = [
  'hot_lead_alert',
  'lead_alert',
  'contact_alert',
  'workflow_alert',
  'capture_alert',
  'alert_rollup',
  'digest',
  'test',
  'booking_alert',
  'booking_update',
  'booking_owner_reminder',
] as const;

export type VisitorKind = (typeof VISITOR_KINDS)[number];
export type OwnerKind = (typeof OWNER_KINDS)[number];
export type MailKind = VisitorKind | OwnerKind;

/** Mails a day (rolling 24 h) to one visitor address, whatever their kind but those below. */
export const VISITOR_DAILY_LIMIT = 3;

/**
 * Visitor mails the owner writes and sends themselves (a reply from a person's record): a form cannot
 * set them off, so the daily limit neither holds them back nor counts them.
 */
export const OWNER_WRITTEN_KINDS: readonly VisitorKind[] = ['reply'];

export interface MailRef {
  leadId?: string;
  contactId?: string;
  submissionId?: string;
  hotLeadId?: string;
  subscriberId?: string;
  sessionId?: string;
  name?: string | null;
  /** A capture: the address given, and through which offer. */
  email?: string;
  via?: 'popup' | 'exit_intent';
  /** A roll-up: the clock hour whose held alerts it lists (ISO 8601). */
  hour?: string;
  /** A reply from a person's record (person_replies). */
  replyId?: string;
  /** A digest: the owner's local date, and the 24 hours it covers. */
  day?: string;
  /** A digest: the owner's time zone (TIME_ZONE when it was queued), whose day it lists. */
  timeZone?: string;
  from?: string;
  to?: string;
  /**
   * A booking's mails: which booking, at which of its sequences (a mail of an older one is not
   * sent), the owner's time zone (`timeZone` above), and for the visitor the manage link's token
   * (the bookings table keeps only its hash; the mail has to carry it).
   */
  bookingId?: string;
  sequence?: number;
  manageToken?: string;
}

export const KIND_LABELS: Record<MailKind, string> = {
  estimate: 'Estimate',
  checklist: 'Planning checklist',
  workflow_confirmation: 'Questionnaire confirmation',
  contact_ack: 'Contact acknowledgement',
  newsletter_confirm: 'Newsletter confirmation',
  reply: 'Reply',
  hot_lead_alert: 'Hot lead alert',
  lead_alert: 'New calculator lead',
  contact_alert: 'New contact message',
  workflow_alert: 'Finished questionnaire',
  capture_alert: 'Address given',
  alert_rollup: 'Alerts of the hour',
  digest: 'Daily digest',
  test: 'Test message',
  booking_confirmation: 'Booking confirmation',
  booking_cancellation: 'Booking cancellation',
  booking_reminder: 'Booking reminder',
  booking_alert: 'Call booked',
  booking_update: 'Booking moved or cancelled',
  booking_owner_reminder: 'Call tomorrow',
};
