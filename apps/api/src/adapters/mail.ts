import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { TMailDelivery } from '@sunfleet/contract/mail-delivery';

export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Where messages go: a mailbox over SMTP, or the server's log when none is set up. */
  readonly delivery: TMailDelivery;
};

/**
 * Sends mail over SMTP_URL with nodemailer. Without SMTP_URL (a laptop, a demo) the message is
 * written to the log instead, so a verification code can still be read.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, log } = options;
  if (!smtpUrl) {
    return {
      send: (message) => {
        log.info({ mail: message }, `mail to ${message.to} (no SMTP_URL, not sent): ${message.text}`);
        return Promise.resolve();
      },
      close: () => undefined,
      delivery: 'serverLog',
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
    delivery: 'mailbox',
  };
}
