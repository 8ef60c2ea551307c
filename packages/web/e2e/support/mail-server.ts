/**
 * An SMTP server in the test process (smtp-server), for a spec that starts a Leadline of its own with
 * SMTP_URL pointing here: each message it accepts, as it came (raw MIME) and parsed (mailparser).
 */
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The recipients, lower case. */
  to: string[];
  subject: string;
  text: string;
  raw: string;
  parsed: ParsedMail;
}

export interface TestMailServer {
  readonly url: string;
  /** Resolves with the mails `match` accepts once there are `count`, or fails after `timeoutMs`. */
  waitFor(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  stop(): Promise<void>;
}

const addresses = (value: ParsedMail['to']) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? '').toLowerCase()),
  );

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    // The sender's pooled connection must not hold the spec's end.
    closeTimeout: 500,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              to: addresses(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              raw: raw.toString('utf8'),
              parsed,
            });
            waiters.forEach((wake) => wake());
            callback();
          })
          .catch(callback);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor(match, count = 1, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter(match);
          if (found.length < count) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`expected ${count} matching mails within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
