/** Every kind of message Leadline sends, to whom, and what its `ref` names. */
export const VISITOR_KINDS = [
  'estimate',
  'checklist',
  'workflow_confirmation',
  'contact_ack',
  'newsletter_confirm',
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
] as const;

export type VisitorKind = (typeof VISITOR_KINDS)[number];
export type OwnerKind = (typeof OWNER_KINDS)[number];
export type MailKind = VisitorKind | OwnerKind;

/** Mails a day (rolling 24 h) to one visitor address, whatever their kind. */
export const VISITOR_DAILY_LIMIT = 3;

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
  /** A digest: the owner's local date, and the 24 hours it covers. */
  day?: string;
  from?: string;
  to?: string;
}

export const KIND_LABELS: Record<MailKind, string> = {
  estimate: 'Estimate',
  checklist: 'Planning checklist',
  workflow_confirmation: 'Questionnaire confirmation',
  contact_ack: 'Contact acknowledgement',
  newsletter_confirm: 'Newsletter confirmation',
  hot_lead_alert: 'Hot lead alert',
  lead_alert: 'New calculator lead',
  contact_alert: 'New contact message',
  workflow_alert: 'Finished questionnaire',
  capture_alert: 'Address given',
  alert_rollup: 'Alerts of the hour',
  digest: 'Daily digest',
  test: 'Test message',
};
