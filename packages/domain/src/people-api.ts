/**
 * People: one record per e-mail address, tying together everything that address has sent, the
 * sessions linked to it, the messages sent to it and the owner's notes.
 */
import type {
  CalculatorLeadRecord,
  ContactMessageRecord,
  HotLead,
  WorkflowSubmissionRecord,
} from './admin-api';
import type { Fit } from './fit';
import type { PipelineStage } from './pipeline';
import type { PersonReminder } from './follow-up-api';

/** What a person has done, as badges on the people list. */
export const PERSON_KINDS = [
  'hot',
  'calculator',
  'contact',
  'questionnaire',
  'capture',
  'newsletter',
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

export const PERSON_KIND_LABELS: Record<PersonKind, string> = {
  hot: 'Hot lead',
  calculator: 'Calculator',
  contact: 'Contact',
  questionnaire: 'Questionnaire',
  capture: 'Popup capture',
  newsletter: 'Newsletter',
};

/** GET /api/admin/people: one row of the list. */
export interface PersonSummary {
  id: string;
  email: string;
  name: string | null;
  company: string | null;
  kinds: PersonKind[];
  /** The person's fit: how well their answers say they can buy. */
  fit: Fit;
  /** The best score of the person's linked sessions; null without one. */
  bestScore: number | null;
  /** How many of the person's leads, messages and questionnaires are still 'new'. */
  newRecords: number;
  /** The latest activity of a linked session; null without one. */
  lastSeenAt: Date | null;
  /** The person's latest submission, capture or subscription. */
  lastActivityAt: Date;
  createdAt: Date;
  /** Where the person is in the pipeline. */
  stage: PipelineStage;
  /** The deal's value in whole units of the site's currency; null when not set. */
  dealValue: number | null;
  /** The deal's expected close date, YYYY-MM-DD; null when not set. */
  expectedCloseAt: string | null;
  /** When the stage last changed; null for a person never moved. */
  stageChangedAt: Date | null;
}

export interface PersonSession {
  sessionId: string;
  score: number;
  source: string;
  deviceType: string;
  landingPage: string | null;
  pagesViewed: number;
  createdAt: Date;
  lastActivityAt: Date;
  /** How the session is tied to the person. */
  linkedBy: 'submission' | 'capture' | 'visitor';
}

export interface PersonCapture {
  sessionId: string;
  via: 'popup' | 'exit_intent';
  name: string | null;
  at: Date;
}

export interface PersonSubscription {
  status: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

export interface PersonMessage {
  id: string;
  kind: string;
  subject: string | null;
  status: string;
  createdAt: Date;
  sentAt: Date | null;
  /** A reply from the record: the admin who sent it (null once removed, and for other mails). */
  by?: string | null;
}

export interface PersonNote {
  id: string;
  body: string;
  /** The admin who wrote it; null once that user is removed. */
  author: string | null;
  createdAt: Date;
}

/** One entry of the merged timeline, newest first. */
export type PersonTimelineItem =
  | {
      type: 'visit';
      at: Date;
      sessionId: string;
      score: number;
      source: string;
      deviceType: string;
      events: { at: Date; label: string; page: string | null; points: number }[];
    }
  | {
      type: 'calculator' | 'contact' | 'questionnaire' | 'hot_lead';
      at: Date;
      recordId: string;
      title: string;
      detail: string | null;
    }
  | { type: 'capture'; at: Date; sessionId: string; title: string }
  | { type: 'newsletter'; at: Date; title: string }
  | { type: 'status'; at: Date; recordId: string; title: string; by: string | null }
  | { type: 'note'; at: Date; noteId: string; body: string; by: string | null }
  | {
      type: 'message';
      at: Date;
      messageId: string;
      title: string;
      status: string;
      by?: string | null;
    }
  | {
      type: 'reminder';
      at: Date;
      reminderId: string;
      dueAt: Date;
      note: string | null;
      done: boolean;
      by: string | null;
    };

/** GET /api/admin/people/:id */
export interface PersonRecord {
  person: PersonSummary;
  calculatorLeads: CalculatorLeadRecord[];
  contacts: ContactMessageRecord[];
  questionnaires: WorkflowSubmissionRecord[];
  hotLeads: Pick<
    HotLead,
    'id' | 'sessionId' | 'score' | 'contacted' | 'qualificationReasons' | 'createdAt'
  >[];
  captures: PersonCapture[];
  newsletter: PersonSubscription | null;
  sessions: PersonSession[];
  messages: PersonMessage[];
  notes: PersonNote[];
  /** "Remind me" follow-ups, the soonest due first. */
  reminders: PersonReminder[];
  timeline: PersonTimelineItem[];
}

/** The search box's query length bounds, and how many rows of each kind it answers. */
export const SEARCH_LIMITS = { minLength: 2, maxLength: 100, perKind: 5 } as const;

/** GET /api/admin/search?q= : what the admin's search box lists. */
export interface SearchResult {
  type: 'person' | 'calculator' | 'contact' | 'questionnaire';
  id: string;
  /** The person the row belongs to, when its address is known. */
  personId: string | null;
  title: string;
  subtitle: string;
}

/** The audit line of an erasure (POST /api/admin/people/:id/erase, `leadline forget`). */
export interface Erasure {
  id: string;
  erasedAt: string;
  /** Who erased: "admin <address>" or "cli (<user>)". */
  erasedBy: string;
  /** Rows deleted per table; `detached_records` counts other people's records unlinked from an erased session. */
  rowCounts: Record<string, number>;
}
