/**
 * Real HTTP receivers standing in for Slack, Discord and ntfy: each judges a request by the
 * service's documented rules (service-shapes.ts) and answers as the service does: 2xx when it would
 * post the message, 400 with the service's kind of error otherwise.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  discordProblems,
  ntfyParam,
  ntfyProblems,
  slackProblems,
  type ServiceRequest,
} from './service-shapes';

export type Service = 'slack' | 'discord' | 'ntfy';

export interface ServiceDelivery {
  service: Service;
  headers: IncomingHttpHeaders;
  body: string;
  problems: string[];
  status: number;
}

export interface ServiceReceiver {
  /** Each service's URL on this receiver (ntfy's is a topic). */
  urls: Record<Service, string>;
  readonly received: ServiceDelivery[];
  waitFor(
    match: (delivery: ServiceDelivery) => boolean,
    timeoutMs?: number,
  ): Promise<ServiceDelivery>;
  close(): Promise<void>;
}

const JUDGES: Record<Service, (request: ServiceRequest) => string[]> = {
  slack: slackProblems,
  discord: discordProblems,
  ntfy: ntfyProblems,
};

/** The service's answer: Slack's plain "ok", Discord's 204, ntfy's published message. */
function answerOf(service: Service, request: ServiceRequest, problems: string[]) {
  if (problems.length > 0) {
    const body =
      service === 'slack'
        ? 'invalid_blocks'
        : JSON.stringify({ message: problems.join('; '), code: 50006 });
    return { status: 400, body };
  }
  if (service === 'slack') return { status: 200, body: 'ok' };
  if (service === 'discord') return { status: 204, body: '' };
  return {
    status: 200,
    body: JSON.stringify({
      event: 'message',
      title: ntfyParam(request, 'x-title', 'title', 't'),
      message: request.body.toString('utf8'),
    }),
  };
}

export async function startServiceReceiver(): Promise<ServiceReceiver> {
  const received: ServiceDelivery[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const service = (request.url ?? '').split('/')[1] as Service;
      const judge = JUDGES[service];
      if (!judge) return response.writeHead(404).end();
      const served: ServiceRequest = {
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      const problems = judge(served);
      const answer = answerOf(service, served, problems);
      received.push({
        service,
        headers: request.headers,
        body: served.body.toString('utf8'),
        problems,
        status: answer.status,
      });
      response.writeHead(answer.status).end(answer.body);
      return undefined;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: {
      slack: `${base}/slack/services/T000/B000/XXXX`,
      discord: `${base}/discord/api/webhooks/1/token`,
      ntfy: `${base}/ntfy/leadline-alerts`,
    },
    received,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching delivery within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
