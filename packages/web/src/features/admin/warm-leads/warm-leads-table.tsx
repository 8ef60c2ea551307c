import { PersonLink } from '../people/person-link';
import { useMemo } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { formatAgo, formatShortDuration } from '../../../lib/format';
import { ToneBadge } from '../analytics/tone-badge';
import type { WarmLead } from './api';
import { FitBadge } from '../fit/fit-badge';
import { toHotLabel, warmScoreTone } from './warm-lead-rules';

function columns(onViewSession: (lead: WarmLead) => void): Column<WarmLead>[] {
  return [
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row: { original: lead } }) =>
        lead.email ? (
          <>
            {lead.name ? <span className="block font-medium break-words">{lead.name}</span> : null}
            <PersonLink
              personId={lead.personId}
              className={
                lead.name
                  ? 'block text-sm break-words text-muted-foreground'
                  : 'block font-medium break-words'
              }
            >
              {lead.email}
            </PersonLink>
            <ToneBadge tone="success" className="mt-1">
              Contactable
            </ToneBadge>
          </>
        ) : (
          <>
            <span className="block font-medium">Anonymous</span>
            <ToneBadge tone="neutral" className="mt-1">
              No email
            </ToneBadge>
          </>
        ),
    },
    {
      id: 'score',
      header: 'Score',
      cell: ({ row: { original: lead } }) => (
        <>
          <span className="flex flex-wrap items-center gap-2">
            <ToneBadge tone={warmScoreTone(lead.score)} size="md">
              {lead.score}
            </ToneBadge>
            <FitBadge fit={lead.fit} />
          </span>
          <span className="mt-1 block text-xs whitespace-nowrap text-muted-foreground">
            {toHotLabel(lead.score)}
          </span>
        </>
      ),
    },
    {
      id: 'activity',
      header: 'Activity',
      cell: ({ row: { original: lead } }) => (
        <>
          <span className="block whitespace-nowrap">
            {lead.pagesViewed} {lead.pagesViewed === 1 ? 'page' : 'pages'},{' '}
            {formatShortDuration(lead.timeOnSite)}
          </span>
          {lead.calculatorCompleted || lead.contactFormViewed ? (
            <span className="mt-1 flex flex-wrap gap-1">
              {lead.calculatorCompleted ? <Badge>Used calculator</Badge> : null}
              {lead.contactFormViewed ? <Badge>Viewed contact</Badge> : null}
            </span>
          ) : null}
        </>
      ),
    },
    {
      id: 'source',
      header: 'Source',
      cell: ({ row: { original: lead } }) => (
        <>
          <span className="block">{lead.source || 'direct'}</span>
          {lead.utmCampaign ? (
            <span className="text-xs text-muted-foreground">{lead.utmCampaign}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'last-seen',
      header: 'Last Seen',
      cell: ({ row: { original: lead } }) => (
        <>
          <span className="block whitespace-nowrap">{formatAgo(lead.lastActivityAt)}</span>
          {lead.deviceType ? (
            <span className="text-xs text-muted-foreground capitalize">{lead.deviceType}</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: lead } }) => (
        <Button variant="outline" size="sm" onClick={() => onViewSession(lead)}>
          View Session
          <span className="sr-only">
            {' '}
            of {lead.email ?? 'an anonymous visitor'}, score {lead.score}
          </span>
        </Button>
      ),
    },
  ];
}

export function WarmLeadsTable({
  leads,
  onViewSession,
  caption,
}: {
  leads: readonly WarmLead[];
  onViewSession: (lead: WarmLead) => void;
  /** Names the table and its order. */
  caption: string;
}) {
  const cols = useMemo(() => columns(onViewSession), [onViewSession]);
  return (
    <DataTable caption={caption} columns={cols} data={leads} getRowId={(lead) => lead.sessionId} />
  );
}
