/** `leadline mail test`: one message straight through SMTP_URL's server, to check the settings. */
import type { DeliverySettings } from '../../../config';
import { ConfigError } from '../../../config';
import { mailSite, renderParts } from './compose';
import { testMail } from './templates/owner';
import { smtpTransport } from './transport';

/** Answers the SMTP server's reply; throws its refusal or the connection's failure. */
export async function sendTestMail(settings: DeliverySettings, to: string): Promise<string> {
  if (!settings.smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is not set: messages are kept in the Outbox and not sent (set SMTP_URL, e.g. smtps://user:password@smtp.example.com:465)',
    );
  }
  const parts = await renderParts(testMail(mailSite(settings)));
  const transport = smtpTransport(settings.smtpUrl);
  try {
    return await transport.send({ from: settings.mailFrom, to, headers: {}, ...parts });
  } finally {
    transport.close();
  }
}
