/**
 * The public booking API: the free slots, booking one (a public form: rate limit, honeypot, unknown
 * fields dropped), the visitor's manage link (read, cancel, move; rate-limited per client), and the
 * owner's secret calendar feed.
 */
import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import {
  bookingMoveSchema,
  bookingRequestSchema,
  bookingSlotsQuerySchema,
  type BookingMove,
  type BookingRequest,
  type BookingSlotsQuery,
} from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../errors';
import { formRouter } from '../../form-route';
import { clientHasherOf } from '../../middleware/client-hash';
import { formRateLimit } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import { bookingFeed } from './feed';
import { cancelBooking, createBooking, findManagedBooking, moveBooking } from './queries';
import { listFreeSlots } from './slots';
import { isFeedSecret } from './settings';

/** Paths whose next segment is a secret: the access log leaves it out (app.ts). */
export const BOOKING_SECRET_PATHS = ['/api/booking/manage/', '/api/booking/feed/'] as const;

export function bookingRouter(deps: AppDeps): Router {
  const { db, config, delivery } = deps;
  const clients = clientHasherOf(db.knex);
  const timeZone = config.timeZone;
  const router = formRouter(deps, {
    path: '/booking',
    schema: bookingRequestSchema,
    submit: async (input: BookingRequest, ctx) => {
      const body = await createBooking(db.knex, input, {
        clientKey: await clients.key(ctx.ip),
        timeZone,
      });
      delivery.wake();
      return { status: 201, body };
    },
    // As a person's answer looks: the slot's start, and a 30-minute end.
    answerBot: (input: BookingRequest) => {
      const start = new Date(input.start);
      return {
        status: 201,
        body: {
          id: randomUUID(),
          start: start.toISOString(),
          end: new Date(start.getTime() + 30 * 60_000).toISOString(),
        },
      };
    },
  });

  router.get<{ input: BookingSlotsQuery }>(
    '/booking/slots',
    validate(bookingSlotsQuerySchema, { from: 'query' }),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await listFreeSlots(db.knex, timeZone, ctx.state.input);
    },
  );

  const manageLimit = formRateLimit(db, 'booking_manage', config.formRateLimit);
  router.get('/booking/manage/:token', manageLimit, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await findManagedBooking(db.knex, ctx.params.token ?? '');
  });
  router.post('/booking/manage/:token/cancel', manageLimit, async (ctx) => {
    ctx.body = await cancelBooking(db.knex, ctx.params.token ?? '', timeZone);
    delivery.wake();
  });
  router.post<{ input: BookingMove }>(
    '/booking/manage/:token/move',
    manageLimit,
    jsonBody(),
    validate(bookingMoveSchema),
    async (ctx) => {
      ctx.body = await moveBooking(
        db.knex,
        ctx.params.token ?? '',
        ctx.state.input.start,
        timeZone,
      );
      delivery.wake();
    },
  );

  router.get('/booking/feed/:file', async (ctx) => {
    const file = ctx.params.file ?? '';
    const secret = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    if (!(await isFeedSecret(db.knex, secret))) throw notFound('No feed has this address.');
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = await bookingFeed(db.knex, config.delivery);
  });

  return router;
}
