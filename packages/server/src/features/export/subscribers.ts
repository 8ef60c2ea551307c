import { col, time, type ExportSpec } from './columns';
import { sessionByEmail } from './first-touch';

/** subscribers.csv: confirmed and not unsubscribed, the addresses that may be mailed. */
export const subscribersExport: ExportSpec = {
  from: 'newsletter_subscribers',
  session: sessionByEmail,
  columns: [
    col('email', 't.email'),
    time('createdAt', 't.created_at'),
    time('confirmedAt', 't.confirmed_at'),
  ],
  where: (query) => query.whereNotNull('t.confirmed_at').whereNull('t.unsubscribed_at'),
};
