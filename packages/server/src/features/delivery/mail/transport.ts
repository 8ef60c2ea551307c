/** Where mail goes: an SMTP server (nodemailer, pooled connections), or nowhere (kept in the outbox). */
import nodemailer, { type TransportOptions } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Answers the SMTP server's reply to the message. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as TransportOptions);
  return {
    send: async (mail) => {
      const info = (await transporter.sendMail(mail)) as { response?: string };
      return info.response ?? 'accepted';
    },
    close: () => transporter.close(),
  };
}
