import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post: RFC 8058). */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a resent reminder is recognisably the same email (record 047). */
  messageId?: string;
  /** What the log calls it, when the subject holds what a user typed (a task's title). */
  logAs?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Messages kept when no SMTP server is configured (development only). */
  outbox: MailMessage[];
};

/**
 * SMTP when SMTP_URL is set. Otherwise messages are written to the log and kept in an outbox so
 * the product runs without a mail server; config.ts refuses that in production, because the
 * codes would end up in the logs. Either way, a demo sandbox is sent nothing.
 */
export function createMailer(config: Pick<Config, 'mail'>, logger: Logger): Mailer {
  const mailer = createTransportMailer(config, logger);
  return {
    outbox: mailer.outbox,
    async send(message) {
      // The demo sends no email of any kind (record 016): its sandboxes' addresses are in the
      // `.invalid` domain, which no mail reaches (RFC 2606). Whatever asked for it is done (a
      // reminder is not retried); the log names the email, never the address.
      if (message.to.trim().toLowerCase().endsWith('.invalid')) {
        logger.warn(
          { mail: { subject: message.logAs ?? message.subject } },
          'email not sent: a .invalid address (a demo sandbox)',
        );
        return;
      }
      await mailer.send(message);
    },
  };
}

function createTransportMailer(config: Pick<Config, 'mail'>, logger: Logger): Mailer {
  const outbox: MailMessage[] = [];
  if (!config.mail.smtpUrl) {
    return {
      outbox,
      async send(message) {
        outbox.push(message);
        if (outbox.length > 100) outbox.shift();
        logger.info(
          { mail: { to: message.to, subject: message.subject, body: message.text } },
          'development outbox: email not sent (SMTP_URL is not set)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(config.mail.smtpUrl);
  return {
    outbox,
    async send(message) {
      const { logAs, ...mail } = message;
      await transport.sendMail({ from: config.mail.from, ...mail });
      logger.info({ mail: { subject: logAs ?? message.subject } }, 'email sent');
    },
  };
}
