import { WARM_BAND } from '../warm-leads/queries';
import { col, time, type ExportSpec } from './columns';
import { sessionById } from './first-touch';

/** warm-leads.csv: the sessions in the warm band, themselves the rows. */
export const warmLeadsExport: ExportSpec = {
  from: 'analytics_sessions',
  session: sessionById,
  columns: [
    col('sessionId', 't.session_id'),
    time('createdAt', 't.created_at'),
    col('email', 't.email'),
    col('name', 't.name'),
    col('score', 't.score'),
    col('pagesViewed', 't.pages_viewed'),
    col('timeOnSite', 'floor(extract(epoch from t.last_activity_at - t.created_at))::int'),
    col('source', 't.source'),
    col('utmCampaign', 't.utm_campaign'),
    col('deviceType', 't.device_type'),
    time('lastActivityAt', 't.last_activity_at'),
  ],
  where: (query) => query.whereBetween('t.score', [WARM_BAND.min, WARM_BAND.max]),
};
