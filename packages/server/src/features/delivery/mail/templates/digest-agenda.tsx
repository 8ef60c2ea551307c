/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: these templates are also compiled where no tsconfig of ours applies (the CLI under tsx).
/** The digest's day: the calls booked and the follow-ups due (features/follow-up/digest-agenda.ts). */
import { Link } from '@react-email/link';
import { Heading } from '@react-email/heading';
import { Paragraph } from './layout';

export interface DigestAgendaData {
  bookings: { when: string; who: string; url: string }[];
  followUps: { when: string; who: string; note: string | null; url: string }[];
}

function Subtitle({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: '17px', lineHeight: '24px', margin: '8px 0 8px' }}>
      {children}
    </Heading>
  );
}

export function DigestAgenda({ agenda }: { agenda: DigestAgendaData }) {
  return (
    <>
      <Subtitle>Bookings today</Subtitle>
      {agenda.bookings.length === 0 ? (
        <Paragraph muted>No calls booked today.</Paragraph>
      ) : (
        agenda.bookings.map((booking, index) => (
          <Paragraph key={index}>
            {booking.when}: <Link href={booking.url}>{booking.who}</Link>
          </Paragraph>
        ))
      )}
      <Subtitle>Follow-ups due</Subtitle>
      {agenda.followUps.length === 0 ? (
        <Paragraph muted>No follow-ups due.</Paragraph>
      ) : (
        agenda.followUps.map((reminder, index) => (
          <Paragraph key={index}>
            {reminder.when}: <Link href={reminder.url}>{reminder.who}</Link>
            {reminder.note ? ` - ${reminder.note}` : ''}
          </Paragraph>
        ))
      )}
    </>
  );
}
