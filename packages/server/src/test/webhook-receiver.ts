/** A real HTTP receiver for webhooks that verifies each delivery with `standardwebhooks`. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedHook {
  id: string;
  type: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  /** Verified with the secret in use when it arrived. */
  verified: boolean;
  status: number;
  receivedAt: number;
}

export interface TestReceiver {
  readonly url: string;
  readonly received: ReceivedHook[];
  /** The secret deliveries are verified with. */
  secret: string;
  /** The next `count` deliveries of event `type` (webhook.test by default) are answered `status`. */
  failNext(count: number, status?: number, type?: string): void;
  waitFor(
    match: (hook: ReceivedHook) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const received: ReceivedHook[] = [];
  let failures = { count: 0, status: 500, type: 'webhook.test' };
  const state = { secret: '' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(state.secret).verify(body, request.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      const payload = JSON.parse(body) as ReceivedHook['payload'];
      const fail = failures.count > 0 && payload.type === failures.type;
      const status = fail ? failures.status : 204;
      if (fail) failures = { ...failures, count: failures.count - 1 };
      received.push({
        id: String(request.headers['webhook-id']),
        type: payload.type,
        payload,
        verified,
        status,
        receivedAt: Date.now(),
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    get secret() {
      return state.secret;
    },
    set secret(value: string) {
      state.secret = value;
    },
    failNext(count, status = 500, type = 'webhook.test') {
      failures = { count, status, type };
    },
    async waitFor(match, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.filter(match).length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} matching deliveries within ${timeoutMs} ms, got ${received.filter(match).length}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received.filter(match);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
