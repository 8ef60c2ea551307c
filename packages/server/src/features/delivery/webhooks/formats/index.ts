/**
 * The request each format makes of one stored envelope: `standard` sends the envelope itself (and is
 * signed by the sender); the chat formats render the event's alert (message.ts) for their service.
 */
import type { WebhookEnvelope, WebhookFormat } from '@leadline/domain';
import { discordBody } from './discord';
import { alertMessage } from './message';
import { ntfyRequest } from './ntfy';
import { slackBody } from './slack';

export interface RenderedRequest {
  headers: Record<string, string>;
  body: string;
}

const jsonHeaders = () => ({ 'content-type': 'application/json' });

/** `adminUrl` is PUBLIC_URL/admin, where the alerts link to. */
export function renderRequest(
  format: WebhookFormat,
  envelope: WebhookEnvelope<unknown>,
  adminUrl: string,
): RenderedRequest {
  if (format === 'standard') return { headers: jsonHeaders(), body: JSON.stringify(envelope) };
  const message = alertMessage(envelope, adminUrl);
  if (format === 'ntfy') return ntfyRequest(message);
  const body = format === 'slack' ? slackBody(message) : discordBody(message);
  return { headers: jsonHeaders(), body: JSON.stringify(body) };
}
