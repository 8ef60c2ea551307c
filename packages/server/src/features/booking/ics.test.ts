import fc from 'fast-check';
import { expect, it } from 'vitest';
import { feedCalendar, invitation, type CalendarBooking } from './ics';

const booking = (name: string, note: string): CalendarBooking => ({
  id: '7d7c3a6e-2f43-4c33-9d62-1f0f5c1f1a01',
  start: new Date('2026-03-02T09:00:00Z'),
  end: new Date('2026-03-02T09:30:00Z'),
  sequence: 0,
  status: 'confirmed',
  visitor: { name, email: 'ann@example.com' },
  owner: { name: 'Alex Morgan', email: 'hello@example.com' },
  summary: `Call with ${name}`,
  description: note,
});

/** The content lines as a lenient calendar reads them: any CR, LF or CRLF ends a line. */
const contentLines = (calendar: string) =>
  calendar
    .replace(/(\r\n|\r|\n)[ \t]/g, '')
    .split(/\r\n|\r|\n/)
    .filter(Boolean);

const EVENT_PROPERTIES = [
  'BEGIN',
  'UID',
  'SUMMARY',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SEQUENCE',
  'DESCRIPTION',
  'STATUS',
  'ORGANIZER',
  'X-MICROSOFT-CDO-BUSYSTATUS',
  'ATTENDEE',
  'END',
];

const eventProperties = (calendar: string) => {
  const lines = contentLines(calendar);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.lastIndexOf('END:VEVENT') + 1);
  return event.map((line) => /^[A-Z-]+/.exec(line)?.[0]);
};

it('keeps a lone CR in a name or note from starting a property or an event', () => {
  const calendar = invitation(
    booking('Eve\rATTENDEE:mailto:x@evil.test\rX-INJ:1', 'n\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:x'),
  ).content;
  expect(calendar).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  expect(eventProperties(calendar)).toEqual(EVENT_PROPERTIES);
});

it('writes one event of the same properties whatever the visitor typed', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (name, note) => {
      const calendar = feedCalendar([booking(name, note || 'note')], 'Calls');
      expect(calendar).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
      expect(eventProperties(calendar)).toEqual(EVENT_PROPERTIES);
    }),
  );
});
