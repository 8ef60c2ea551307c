/**
 * Following people up from the admin: POST /people/:id/messages (a reply, through the outbox),
 * POST /people/:id/reminders, PATCH /reminders/:id, GET /reminders?due=today|upcoming, GET and PUT
 * /settings/reply-templates, and GET /dashboard/today.
 */
import type Router from '@koa/router';
import { object } from 'yup';
import { parseReplyTemplates, TODAY_LIMITS } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { bodyRoute, putRoute, queryRoute } from '../../admin-routes';
import { notFound } from '../../errors';
import { createRouter } from '../../routing';
import { dayOf } from './day';
import { addReminder, remindersDue, remindersUpcoming, setReminderDone } from './reminders';
import { sendReply } from './replies';
import { dueSchema, reminderSchema, reminderUpdateSchema, replySchema } from './schemas';
import { readReplyTemplates, saveReplyTemplates } from './templates';
import { dashboardToday } from './today';

export function followUpAdminRouter({ db: { knex }, config, delivery }: AppDeps): Router {
  const router = createRouter();
  const { timeZone } = config;

  bodyRoute(router, 'post', '/people/:id/messages', replySchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const sent = await sendReply(knex, id, ctx.state.input, ctx.state.user?.id);
    if (!sent) throw notFound(`No person with id ${id}`);
    delivery.wake();
    ctx.status = 201;
    ctx.body = sent;
  });

  bodyRoute(router, 'post', '/people/:id/reminders', reminderSchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const reminder = await addReminder(knex, id, ctx.state.input, {
      timeZone,
      by: ctx.state.user?.id,
    });
    if (!reminder) throw notFound(`No person with id ${id}`);
    ctx.status = 201;
    ctx.body = reminder;
  });

  bodyRoute(router, 'patch', '/reminders/:id', reminderUpdateSchema, async (ctx) => {
    const id = ctx.params.id ?? '';
    const reminder = await setReminderDone(knex, id, ctx.state.input.done);
    if (!reminder) throw notFound(`No reminder with id ${id}`);
    ctx.body = reminder;
  });

  queryRoute(router, '/reminders', dueSchema, async ({ due }) => {
    const day = await dayOf(knex, timeZone);
    return {
      due,
      reminders:
        due === 'upcoming'
          ? await remindersUpcoming(knex, day)
          : await remindersDue(knex, day, TODAY_LIMITS.reminders),
    };
  });

  queryRoute(router, '/settings/reply-templates', object({}), () => readReplyTemplates(knex));
  putRoute(router, '/settings/reply-templates', parseReplyTemplates, async (ctx) => {
    ctx.body = await saveReplyTemplates(knex, ctx.state.input.templates);
  });

  queryRoute(router, '/dashboard/today', object({}), () => dashboardToday(knex, timeZone));

  return router;
}
