import { Badge } from '../../../components/ui/badge';
import {
  Detail,
  RecordDialog,
  type RecordDialogOpener,
} from '../../../components/ui/record-dialog';
import { formatMinutesSeconds } from '../../../lib/format';
import type { HotLead } from './api';
import { reasonLabel } from './rules';

/** Everything known about one hot lead, with all its qualification reasons. */
export function HotLeadDetailsDialog(props: RecordDialogOpener<HotLead>) {
  return (
    <RecordDialog
      {...props}
      title="Hot Lead Details"
      description={({ score }) => `Engagement score ${score}`}
    >
      {(lead) => (
        <div className="space-y-5">
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail term="Score">{lead.score}</Detail>
            <Detail term="Email">{lead.email ?? 'Anonymous'}</Detail>
            {lead.name ? <Detail term="Name">{lead.name}</Detail> : null}
            <Detail term="Pages Viewed">{lead.session.pagesViewed}</Detail>
            <Detail term="Time on Site">{formatMinutesSeconds(lead.session.timeOnSite)}</Detail>
            <Detail term="Device">
              <span className="capitalize">{lead.session.deviceType}</span>
            </Detail>
            <Detail term="Returning Visitor">
              {lead.session.isReturningVisitor ? 'Yes' : 'No'}
            </Detail>
            <Detail term="Referral Source">{lead.session.referralSource ?? 'direct'}</Detail>
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
    </RecordDialog>
  );
}
