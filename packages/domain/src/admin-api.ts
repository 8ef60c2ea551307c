/**
 * The admin API's answers, declared once: the server's queries build them, the admin screens and the
 * browser tests read them. Timestamps are Dates on the server and ISO strings once sent as JSON, so a
 * client reads an answer as `Json<T>`.
 */
import type { LeadKind, UnscoredReason } from './event-policy';
import type { LineItem } from './features';
import type { Fit } from './fit';
import type { PipelineStage } from './pipeline';
import type { ContactStatus, LeadStatus, WorkflowStatus } from './statuses';

/** What JSON.stringify makes of T: Dates become strings. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Json<Item>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** One page of a list, and how many rows its filter matches in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** GET /api/admin/submissions/leads */
export interface CalculatorLeadRecord {
  id: string;
  name: string | null;
  email: string;
  /** The ids of the features the visitor chose. */
  selectedFeatures: string[];
  /** The same features with their names and prices as they were when the visitor chose them. */
  lineItems: LineItem[];
  totalCost: number;
  status: LeadStatus;
  notes: string | null;
  sessionId: string | null;
  createdAt: Date;
  /** The person of its address (/admin/people/:id); null without an address. */
  personId: string | null;
  /** The fit of the person of its address; null without an address. */
  fit: Fit | null;
  /** The pipeline stage of the person of its address; null without an address. */
  personStage: PipelineStage | null;
  /** The engagement score of the session it was sent from; null without one. */
  score: number | null;
}

/** GET /api/admin/submissions/contacts */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  status: ContactStatus;
  notes: string | null;
  sessionId: string | null;
  createdAt: Date;
  /** The person of its address (/admin/people/:id); null without an address. */
  personId: string | null;
  /** The fit of the person of its address; null without an address. */
  fit: Fit | null;
  /** The pipeline stage of the person of its address; null without an address. */
  personStage: PipelineStage | null;
  /** The engagement score of the session it was sent from; null without one. */
  score: number | null;
}

/** GET /api/admin/workflow-submissions: a questionnaire, with gaps where partial saves stopped. */
export interface WorkflowSubmissionRecord {
  id: string;
  name: string | null;
  email: string | null;
  company: string | null;
  painPoint: string | null;
  currentTools: string[] | null;
  manualProcess: string | null;
  teamSize: string | null;
  successVision: string | null;
  timeline: string | null;
  budgetRange: string | null;
  completedSteps: number;
  totalSteps: number;
  sessionId: string;
  status: WorkflowStatus;
  notes: string | null;
  createdAt: Date;
  /** The person of its address (/admin/people/:id); null without an address. */
  personId: string | null;
  /** The fit of the person of its address; null without an address. */
  fit: Fit | null;
  /** The pipeline stage of the person of its address; null without an address. */
  personStage: PipelineStage | null;
  /** The engagement score of the session it was sent from; null without one. */
  score: number | null;
}

/** GET /api/admin/dashboard */
export interface DashboardStats {
  totalLeads: number;
  totalContacts: number;
  newLeads: number;
  newContacts: number;
  contactedLeads: number;
  contactedContacts: number;
}

/** The things GET /api/admin/setup may find not configured yet, in the order it lists them. */
export type SetupItemId =
  | 'mail'
  | 'public-url'
  | 'example-site'
  | 'owner-photo'
  | 'notify-email'
  | 'availability'
  | 'copyright-year';

/** The admin screens a setup item's fix may send the owner to. */
export type SetupScreen = '/admin/settings' | '/admin/outbox';

/**
 * A piece of a fix: words; a name to type as written (a variable, a file, a value), shown as code;
 * or a link to the admin screen where it is done.
 */
export type SetupFixPart = { text: string } | { code: string } | { text: string; to: SetupScreen };

/** Something the owner has not configured yet, and how to fix it. */
export interface SetupItem {
  id: SetupItemId;
  title: string;
  /** Sentences, read in order. */
  fix: SetupFixPart[];
}

/** GET /api/admin/setup: only the items still open; none once everything is configured. */
export interface SetupChecklist {
  items: SetupItem[];
}

/** GET /api/admin/hot-leads: one page, the filter's total, and figures over every hot lead. */
export interface HotLeadsPage {
  items: HotLead[];
  total: number;
  stats: HotLeadStats;
}

/** The Hot Leads stat cards and filter counts, over every hot lead. */
export interface HotLeadStats {
  total: number;
  /** Not yet viewed: the "New" filter. */
  unnotified: number;
  contacted: number;
  /** The mean score, rounded; 0 without hot leads. */
  avgScore: number;
}

/** A hot lead, as GET /api/admin/hot-leads lists it. */
export interface HotLead {
  id: string;
  sessionId: string;
  email: string | null;
  /** The name given with the address (popup, forms), if any. */
  name: string | null;
  score: number;
  notified: boolean;
  contacted: boolean;
  convertedToLead: boolean;
  leadId: string | null;
  /** Which list the linked lead is on: calculator leads, contact messages or questionnaires. */
  leadKind: LeadKind | null;
  qualificationReasons: string[];
  createdAt: Date;
  /** The person of its address; null while the address is unknown. */
  personId: string | null;
  /** The fit of the person of its address; null while the address is unknown. */
  fit: Fit | null;
  /** The pipeline stage of the person of its address; null while the address is unknown. */
  personStage: PipelineStage | null;
  session: {
    pagesViewed: number;
    /** Seconds from the session's start to its last event. */
    timeOnSite: number;
    deviceType: string;
    isReturningVisitor: boolean;
    referralSource: string | null;
  };
}

/** GET /api/admin/warm-leads: one page, the total, and figures over every warm lead. */
export interface WarmLeadsPage {
  items: WarmLead[];
  total: number;
  stats: WarmLeadStats;
}

/** The Warm Leads stat cards, over every session scoring 50-74. */
export interface WarmLeadStats {
  total: number;
  withEmail: number;
  anonymous: number;
  /** The mean score, rounded; 0 without warm leads. */
  avgScore: number;
}

/** A session scoring 50-74. */
export interface WarmLead {
  sessionId: string;
  email: string | null;
  name: string | null;
  score: number;
  pagesViewed: number;
  /** Seconds from the session's start to its last event. */
  timeOnSite: number;
  calculatorCompleted: boolean;
  contactFormViewed: boolean;
  source: string;
  utmCampaign: string | null;
  lastActivityAt: Date;
  deviceType: string;
  /** The person of its address; null while the address is unknown. */
  personId: string | null;
  /** The fit of the person of its address; null while the address is unknown. */
  fit: Fit | null;
}

/** GET /api/admin/sessions/:sessionId: the session and its events in order. */
export interface SessionTimeline {
  session: TimelineSession;
  events: TimelineEvent[];
}

export interface TimelineSession {
  sessionId: string;
  visitorId: string;
  score: number;
  email: string | null;
  /** The name given with the address, if any. */
  name: string | null;
  isReturningVisitor: boolean;
  visitCount: number;
  deviceType: string;
  source: string;
  referralSource: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  landingPage: string | null;
  /** The visitor's very first visit's attribution, as the tracker kept it. */
  firstVisit: Record<string, unknown> | null;
  pagesViewed: number;
  /** The scoring facts the session has earned, by name. */
  facts: string[];
  createdAt: Date;
  lastActivityAt: Date;
}

export interface TimelineEvent {
  id: number;
  at: Date;
  eventType: string;
  /** The event policy's label ("Page view"); the type itself for an event the policy lacks. */
  label: string;
  eventCategory: string;
  page: string | null;
  /** What the event earned. */
  points: number;
  /** Why it earned nothing (a code), or null. */
  unscored: UnscoredReason | null;
  /** Why it earned nothing, in words ("already counted for /blog"); null when it earned points. */
  note: string | null;
  /** The session's score after this event. */
  runningScore: number;
}

/** GET /api/admin/analytics/summary */
export interface AnalyticsSummary {
  /** All tracked sessions. */
  totalSessions: number;
  hotLeads: number;
  warmLeads: number;
  engagedLeads: number;
  coldLeads: number;
  /** Percentage (one decimal) of hot leads whose e-mail address is known; 0 without hot leads. */
  emailCaptureRate: number;
  /** Mean seconds from a hot lead's session start to the event that made it hot; 0 without hot leads. */
  avgTimeToHotLead: number;
}

/** GET /api/admin/analytics/trends: sessions started on one day, by band. */
export interface TrendItem {
  /** The day, YYYY-MM-DD, in the configured time zone. */
  date: string;
  hotLeads: number;
  warmLeads: number;
  engagedLeads: number;
}

/** GET /api/admin/analytics/paths */
export interface PathItem {
  path: string;
  /** Mean score, one decimal. */
  avgScore: number;
  count: number;
}

/** GET /api/admin/analytics/sources */
export interface SourceItem {
  source: string;
  sessions: number;
  hotLeads: number;
  /** Percentage (one decimal) of the source's sessions that are hot. */
  conversionRate: number;
  /**
   * The search row of a ranged answer only (?from=&to=): its paid and organic visits, by utm_medium
   * (PAID_SEARCH_MEDIUMS). The all-time answer comes from tallies that do not keep the medium.
   */
  paid?: { sessions: number; hotLeads: number; conversionRate: number };
  organic?: { sessions: number; hotLeads: number; conversionRate: number };
}
