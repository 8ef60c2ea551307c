/** What the admin may send to create or change a webhook endpoint (unknown fields are refused). */
import { array, boolean, object, string, type InferType } from 'yup';
import { text, WEBHOOK_FORMATS } from '@leadline/domain';
import { WEBHOOK_EVENTS } from './events';

const events = () =>
  array(
    string()
      .required()
      .oneOf(WEBHOOK_EVENTS, `events must be some of: ${WEBHOOK_EVENTS.join(', ')}.`),
  )
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENTS.length);

const FORMAT_MESSAGE = `format must be one of: ${WEBHOOK_FORMATS.join(', ')} (standard: the signed JSON).`;
const format = () => text().nonNullable(FORMAT_MESSAGE).oneOf(WEBHOOK_FORMATS, FORMAT_MESSAGE);

const url = () => text().trim().max(2000, 'url must be at most 2,000 characters.');
const description = () =>
  text().trim().max(200, 'description must be at most 200 characters.').nullable();

export const createEndpointSchema = object({
  url: url().required('url is required.'),
  events: events().required('events is required.'),
  format: format().optional(),
  description: description().optional(),
  enabled: boolean().typeError('enabled must be true or false.').optional(),
});

export const updateEndpointSchema = object({
  url: url().optional(),
  events: events().optional(),
  format: format().optional(),
  description: description().optional(),
  enabled: boolean().typeError('enabled must be true or false.').optional(),
});

export type CreateEndpointInput = InferType<typeof createEndpointSchema>;
