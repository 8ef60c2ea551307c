import type Router from '@koa/router';
import { contactSchema, type ContactInput } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { formRouter, storedAsRecord } from '../../form-route';
import { insertContactMessage } from './queries';

/** POST /contact: the contact form, stored as a contact message. */
export const contactsRouter = (deps: AppDeps): Router =>
  formRouter(deps, {
    path: '/contact',
    schema: contactSchema,
    ...storedAsRecord(deps, (input: ContactInput, origin) =>
      insertContactMessage(deps.db.knex, input, origin),
    ),
  });
