import { col, time, yesNo, type ExportSpec } from './columns';
import { sessionById } from './first-touch';

/** hot-leads.csv: the sessions that crossed the hot-lead threshold. */
export const hotLeadsExport: ExportSpec = {
  from: 'hot_leads',
  session: sessionById,
  columns: [
    col('id', 't.id'),
    time('createdAt', 't.created_at'),
    col('email', 't.email'),
    col('name', 't.name'),
    col('score', 't.score'),
    yesNo('notified', 't.notified'),
    yesNo('contacted', 't.contacted'),
    yesNo('convertedToLead', 't.converted_to_lead'),
    col('leadId', 't.lead_id'),
    col('leadKind', 't.lead_kind'),
    col(
      'qualificationReasons',
      `replace(array_to_string(t.qualification_reasons, ', '), '_', ' ')`,
    ),
    col('sessionId', 't.session_id'),
  ],
};
