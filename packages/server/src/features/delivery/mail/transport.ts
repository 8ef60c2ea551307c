/** Where mail goes: an SMTP server (nodemailer, pooled connections), or nowhere (kept in the outbox). */
import type { Transporter, TransportOptions } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** An iCalendar part (an invitation): sent as text/calendar with its METHOD. */
  calendar?: MailCalendar | undefined;
}

export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export interface MailTransport {
  /** Answers the SMTP server's reply to the message. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** nodemailer is loaded with the first message sent: an idle server, or one without SMTP_URL, has none. */
export function smtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as TransportOptions);
  };
  return {
    send: async (mail) => {
      transporter ??= open().catch((error: unknown) => {
        transporter = undefined;
        throw error;
      });
      const { calendar, ...message } = mail;
      const info = (await (
        await transporter
      ).sendMail(calendar ? { ...message, icalEvent: calendar } : message)) as {
        response?: string;
      };
      return info.response ?? 'accepted';
    },
    close: () =>
      void transporter?.then(
        (opened) => opened.close(),
        () => undefined,
      ),
  };
}
