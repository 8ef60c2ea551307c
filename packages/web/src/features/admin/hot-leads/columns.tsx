import { PersonLink } from '../people/person-link';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { formatDay, formatMinutesSeconds, formatTime } from '../../../lib/format';
import type { HotLead, HotLeadFlags } from './api';
import { FitBadge } from '../fit/fit-badge';
import { StageBadge } from '../pipeline/stage-badge';
import { hotLeadStatus, leadLink, visibleReasons, type HotLeadStatus } from './rules';

const STATUS_CLASSES: Record<HotLeadStatus, string> = {
  NEW: 'bg-primary text-primary-foreground',
  Contacted: 'border border-success bg-card text-success',
  Converted: '',
  Viewed: 'bg-muted text-muted-foreground',
};

export function HotLeadStatusBadge({ lead }: { lead: HotLead }) {
  const status = hotLeadStatus(lead);
  return <Badge className={cn('whitespace-nowrap', STATUS_CLASSES[status])}>{status}</Badge>;
}

const who = (lead: HotLead) => lead.email ?? 'an anonymous visitor';

/** The id of a row's actions, so the keyboard focus can come back to them after an update. */
export const actionsId = (leadId: string) => `hot-lead-actions-${leadId}`;

interface ColumnHandlers {
  onDetails: (lead: HotLead) => void;
  /** Opens the session's timeline. */
  onViewSession: (lead: HotLead) => void;
  onUpdate: (lead: HotLead, flags: HotLeadFlags) => void;
  /** The lead whose update is on its way, if any. */
  pendingId: string | undefined;
}

export function hotLeadColumns({
  onDetails,
  onViewSession,
  onUpdate,
  pendingId,
}: ColumnHandlers): Column<HotLead>[] {
  return [
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <HotLeadStatusBadge lead={row.original} />,
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: ({ row }) => {
        const { email, name, personId, personStage } = row.original;
        if (!email) return <span className="text-muted-foreground">Anonymous</span>;
        return (
          <>
            {name ? <span className="block font-medium break-words">{name}</span> : null}
            <PersonLink
              personId={personId}
              className={cn(
                'block break-words',
                name ? 'text-sm text-muted-foreground' : 'font-medium',
              )}
            >
              {email}
            </PersonLink>
            <StageBadge stage={personStage} className="mt-1" />
          </>
        );
      },
    },
    {
      id: 'activity',
      header: 'Score & Activity',
      cell: ({ row }) => {
        const { score, session } = row.original;
        return (
          <div className="min-w-32 space-y-0.5">
            <p className="flex flex-wrap items-center gap-2">
              <span>
                <span className="text-lg font-bold">{score}</span>{' '}
                <span className="text-muted-foreground">points</span>
              </span>
              <FitBadge fit={row.original.fit} />
            </p>
            <p className="text-xs text-muted-foreground">
              {session.pagesViewed} {session.pagesViewed === 1 ? 'page' : 'pages'} viewed
            </p>
            <p className="text-xs text-muted-foreground">
              {formatMinutesSeconds(session.timeOnSite)} on site
            </p>
            <p className="text-xs text-muted-foreground capitalize">{session.deviceType}</p>
          </div>
        );
      },
    },
    {
      id: 'engagement',
      header: 'Engagement',
      cell: ({ row }) => {
        const { shown, more } = visibleReasons(row.original.qualificationReasons);
        if (shown.length === 0) return <span className="text-muted-foreground">-</span>;
        return (
          <div className="flex max-w-72 flex-wrap items-center gap-1.5">
            {shown.map((reason) => (
              <Badge key={reason}>{reason}</Badge>
            ))}
            {more > 0 && (
              <button
                type="button"
                className="rounded-md px-2 py-1 text-xs font-semibold text-primary hover:bg-muted"
                onClick={() => onDetails(row.original)}
              >
                +{more} more<span className="sr-only"> reasons for {who(row.original)}</span>
              </button>
            )}
          </div>
        );
      },
    },
    {
      id: 'date',
      header: 'Date',
      cell: ({ row }) => (
        <div className="whitespace-nowrap">
          <p>{formatDay(row.original.createdAt)}</p>
          <p className="text-xs text-muted-foreground">{formatTime(row.original.createdAt)}</p>
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const lead = row.original;
        const pending = pendingId === lead.id;
        const link = leadLink(lead);
        const forWhom = <span className="sr-only"> for {who(lead)}</span>;
        return (
          <div
            id={actionsId(lead.id)}
            tabIndex={-1}
            role="group"
            aria-label={`Actions for ${who(lead)}`}
            className="flex flex-wrap gap-2"
          >
            {!lead.notified && (
              <Button
                variant="outline"
                size="sm"
                disabled={pending}
                onClick={() => onUpdate(lead, { notified: true })}
              >
                Mark Viewed{forWhom}
              </Button>
            )}
            {!lead.contacted && (
              <Button
                size="sm"
                disabled={pending}
                onClick={() => onUpdate(lead, { contacted: true })}
              >
                Mark Contacted{forWhom}
              </Button>
            )}
            {link && (
              <Link to={link.to} hash={link.hash} className={buttonClasses('outline', 'sm')}>
                View Lead{forWhom}
              </Link>
            )}
            <Button variant="outline" size="sm" onClick={() => onViewSession(lead)}>
              View Session{forWhom}
            </Button>
          </div>
        );
      },
    },
  ];
}
