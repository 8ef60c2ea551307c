import { Loading } from '../../../components/ui/load-states';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatAgo } from '../../../lib/format';
import { SessionDialog, type SessionRef } from '../session-timeline/session-dialog';
import { personQuery } from './api';
import { PersonBadges, ScoreBadge } from './person-badges';
import { FitBadge } from '../fit/fit-badge';
import { PersonFollowUp } from '../follow-up/person-follow-up';
import { PersonDeal } from './person-deal';
import { PersonNotes } from './person-notes';
import { PersonPrivacy } from './person-privacy';
import { PersonRecords } from './person-records';
import { PersonTimeline } from './person-timeline';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="min-w-0 space-y-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** /admin/people/:id: the whole person on one screen. */
export function PersonPage({ personId }: { personId: string }) {
  const { data, isPending, isError } = useQuery(personQuery(personId));
  const [session, setSession] = useState<SessionRef | null>(null);
  const back = (
    <Link
      to="/admin/people"
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon className="h-4 w-4" aria-hidden />
      People
    </Link>
  );
  if (isPending)
    return (
      <div className="space-y-4">
        {back}
        <Loading>Loading person...</Loading>
      </div>
    );
  if (isError)
    return (
      <div className="space-y-4">
        {back}
        <Card role="alert">
          <p className="font-semibold text-destructive">Unable to load this person</p>
          <p className="mt-1 text-muted-foreground">
            They may have been erased, or the link is wrong. Try the People list or the search.
          </p>
        </Card>
      </div>
    );
  const { person } = data;
  const lastSeen = person.lastSeenAt ?? person.lastActivityAt;
  return (
    <div className="space-y-6">
      {back}
      <header className="space-y-2">
        <h1 className="text-3xl font-bold break-words">{person.name ?? person.email}</h1>
        <p className="break-words text-muted-foreground">
          {person.name ? person.email : null}
          {person.company ? `${person.name ? ' · ' : ''}${person.company}` : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <ScoreBadge score={person.bestScore} />
          <FitBadge fit={person.fit} />
          <PersonBadges kinds={person.kinds} newRecords={person.newRecords} />
        </div>
        <p className="text-sm text-muted-foreground">
          Last seen <time dateTime={lastSeen}>{formatAgo(lastSeen)}</time> · {data.sessions.length}{' '}
          {data.sessions.length === 1 ? 'visit' : 'visits'}
        </p>
      </header>
      <PersonFollowUp record={data} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title="Timeline">
          <PersonTimeline
            items={data.timeline}
            onViewSession={(sessionId) => setSession({ sessionId })}
          />
        </Panel>
        <div className="min-w-0 space-y-6">
          <Panel title="Deal">
            <PersonDeal
              key={`${person.stage} ${person.dealValue} ${person.expectedCloseAt}`}
              person={person}
            />
          </Panel>
          <Panel title="Notes">
            <PersonNotes personId={person.id} notes={data.notes} />
          </Panel>
          <Panel title="Records">
            <PersonRecords record={data} />
          </Panel>
          <Panel title="Privacy">
            <PersonPrivacy personId={person.id} email={person.email} />
          </Panel>
        </div>
      </div>
      <SessionDialog record={session} onClose={() => setSession(null)} />
    </div>
  );
}
