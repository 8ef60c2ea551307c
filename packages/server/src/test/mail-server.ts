/** A real SMTP server in the test process (smtp-server), collecting what it accepts, parsed. */
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: ParsedMail['headers'];
  /** The message as it came over SMTP (MIME parts and their headers). */
  raw: string;
  receivedAt: number;
}

export interface TestMailServer {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Mails to `address` (case-insensitive). */
  to(address: string): ReceivedMail[];
  /** Waits until `count` mails match, then answers them. */
  waitFor(
    match: (mail: ReceivedMail) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ReceivedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server started later (SMTP down, then back). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function testMailServer(port: number): TestMailServer {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  const addresses = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
      group.value.map((entry) => (entry.address ?? '').toLowerCase()),
    );
  const matching = (match: (mail: ReceivedMail) => boolean) => received.filter(match);

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    async waitFor(match, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (matching(match).length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} matching mails within ${timeoutMs} ms, got ${matching(match).length}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return matching(match);
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        // A client that keeps its connection open (a pool) must not hold the test's end for 30 s.
        closeTimeout: 500,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          new Promise<Buffer>((resolve, reject) => {
            stream.on('end', () => resolve(Buffer.concat(chunks)));
            stream.on('error', reject);
          })
            .then(async (raw) => ({ raw: raw.toString('utf8'), parsed: await simpleParser(raw) }))
            .then(({ raw, parsed }) => {
              received.push({
                to: addresses(parsed.to),
                from: parsed.from?.text ?? '',
                subject: parsed.subject ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                text: parsed.text ?? '',
                headers: parsed.headers,
                raw,
                receivedAt: Date.now(),
              });
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const running = server;
      server = undefined;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
}
