/** The bodies and queries of the follow-up routes (replies, reminders). */
import { boolean, object, string } from 'yup';
import { FOLLOW_UP_LIMITS, isCalendarDay, REPLY_LIMITS, text } from '@leadline/domain';

const ONE_LINE = /^[^\r\n]*$/;

export const replySchema = object({
  subject: text()
    .trim()
    .required('Write a subject.')
    .max(REPLY_LIMITS.subject, `The subject must be at most ${REPLY_LIMITS.subject} characters.`)
    .matches(ONE_LINE, 'The subject must be one line.'),
  body: text()
    .trim()
    .required('Write the message.')
    .max(
      REPLY_LIMITS.body,
      `The message must be at most ${REPLY_LIMITS.body.toLocaleString('en-US')} characters.`,
    ),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;
/** A calendar day (YYYY-MM-DD) or an instant with its offset, on a calendar day of 2000-2999. */
export function isDueAt(value: string): boolean {
  if (DATE.test(value)) return isCalendarDay(value);
  const match = DATE_TIME.exec(value);
  return match !== null && isCalendarDay(match[1] ?? '');
}

export const isDateOnly = (value: string) => DATE.test(value);

export const reminderSchema = object({
  dueAt: string()
    .trim()
    .required('Choose when to be reminded.')
    .test(
      'due-at',
      'dueAt must be a date (YYYY-MM-DD) or a date and time with its offset, of 2000 to 2999.',
      (value) => value === undefined || isDueAt(value),
    ),
  note: text()
    .trim()
    .max(FOLLOW_UP_LIMITS.note, `The note must be at most ${FOLLOW_UP_LIMITS.note} characters.`)
    .optional(),
});

export const reminderUpdateSchema = object({
  done: boolean().strict().required('Say whether it is done: { "done": true }.'),
});

export const dueSchema = object({
  due: string().oneOf(['today', 'upcoming'], 'due must be today or upcoming.').default('today'),
});
