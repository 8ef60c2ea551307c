import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Dialog } from '../../components/ui/dialog';
import { formatMinutesSeconds } from '../../lib/format';
import type { HotLead } from './api';
import { reasonLabel } from './rules';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Everything known about one hot lead, with all its qualification reasons. */
export function HotLeadDetailsDialog({
  lead,
  onClose,
}: {
  lead: HotLead | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={lead !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Hot Lead Details"
      description={lead ? `Engagement score ${lead.score}` : undefined}
    >
      {lead && (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Item term="Score">{lead.score}</Item>
            <Item term="Email">{lead.email ?? 'Anonymous'}</Item>
            {lead.name ? <Item term="Name">{lead.name}</Item> : null}
            <Item term="Pages Viewed">{lead.session.pagesViewed}</Item>
            <Item term="Time on Site">{formatMinutesSeconds(lead.session.timeOnSite)}</Item>
            <Item term="Device">
              <span className="capitalize">{lead.session.deviceType}</span>
            </Item>
            <Item term="Returning Visitor">{lead.session.isReturningVisitor ? 'Yes' : 'No'}</Item>
            <Item term="Referral Source">{lead.session.referralSource ?? 'direct'}</Item>
          </dl>
          <section>
            <h3 className="text-sm font-semibold">Qualification Reasons</h3>
            {lead.qualificationReasons.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">None recorded</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2">
                {lead.qualificationReasons.map((reason) => (
                  <li key={reason}>
                    <Badge>{reasonLabel(reason)}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
