import type Router from '@koa/router';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../errors';
import { validate } from '../../middleware/validate';
import {
  checkFilter,
  EXPORT_KINDS,
  exportFilterSchema,
  exportStream,
  type ExportFilter,
  type ExportKind,
} from './exports';
import { createRouter } from '../../routing';

/**
 * GET /api/admin/export/<kind>.csv?status&since&until (hot leads: &notified&contacted): the list as
 * CSV, streamed page by page.
 */
export function exportAdminRouter({ db: { knex } }: AppDeps): Router {
  const router = createRouter();
  router.get<{ input: ExportFilter }>(
    '/export/:file',
    validate(exportFilterSchema, { from: 'query', unknown: 'reject' }),
    async (ctx) => {
      const kind = (ctx.params.file ?? '').replace(/\.csv$/, '') as ExportKind;
      if (!ctx.params.file?.endsWith('.csv') || !EXPORT_KINDS.includes(kind)) {
        throw notFound(
          `No export ${ctx.params.file}; there are ${EXPORT_KINDS.map((k) => `${k}.csv`).join(', ')}`,
        );
      }
      const problem = checkFilter(kind, ctx.state.input);
      if (problem) {
        const [field, message] = problem;
        throw badRequest(message, { [field]: message });
      }
      const day = new Date().toISOString().slice(0, 10);
      ctx.type = 'text/csv; charset=utf-8';
      ctx.set('Content-Disposition', `attachment; filename="${kind}-${day}.csv"`);
      ctx.body = exportStream(knex, kind, ctx.state.input);
    },
  );
  return router;
}
