/**
 * Following up a person from the admin: replies sent from their record, "remind me" reminders, and
 * the dashboard's day (what to answer, whom to meet, whom to chase today).
 */

/** Length limits of a reply and of a reminder's note. */
export const FOLLOW_UP_LIMITS = { note: 500 } as const;

/** How many of each kind the dashboard's Today lists, and the reminders list at most. */
export const TODAY_LIMITS = { leads: 10, bookings: 50, followUps: 50, reminders: 100 } as const;

/** POST /api/admin/people/:id/messages: the reply as queued. */
export interface SentReply {
  id: string;
  messageId: string;
  subject: string;
  to: string;
  status: string;
  createdAt: Date;
}

/** A reminder to follow a person up. */
export interface PersonReminder {
  id: string;
  personId: string;
  dueAt: Date;
  note: string | null;
  /** The admin who set it; null once that user is removed. */
  createdBy: string | null;
  createdAt: Date;
  doneAt: Date | null;
}

/** A reminder with whom it is about, as the dashboard and GET /api/admin/reminders list it. */
export interface DueReminder extends PersonReminder {
  personName: string | null;
  personEmail: string;
  /** Due before today (in the owner's time zone). */
  overdue: boolean;
}

/** GET /api/admin/reminders?due=today|upcoming */
export interface RemindersList {
  due: 'today' | 'upcoming';
  reminders: DueReminder[];
}

/** A new lead waiting for an answer: a person still at New with a record still new. */
export interface TodayLead {
  personId: string;
  name: string | null;
  email: string;
  company: string | null;
  /** Their records (leads, messages, questionnaires, hot leads) not yet dealt with. */
  newRecords: number;
  lastActivityAt: Date;
}

export interface TodayBooking {
  id: string;
  personId: string;
  name: string;
  email: string;
  startAt: Date;
  endAt: Date;
}

/** GET /api/admin/dashboard/today */
export interface DashboardToday {
  /** The owner's date (TIME_ZONE), YYYY-MM-DD, and the zone. */
  day: string;
  timeZone: string;
  leads: TodayLead[];
  /** More leads wait than `leads` lists. */
  moreLeads: boolean;
  bookings: TodayBooking[];
  /** Due today or overdue, not done, the oldest first. */
  followUps: DueReminder[];
}
