import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server that keeps every message it receives, by recipient. */
export async function startMailSink() {
  const inbox: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) {
          inbox.push({ to: recipient.address, raw: Buffer.concat(chunks).toString('utf8') });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The 6-digit code in the body of the newest message to an address. */
    codeFor(address: string) {
      const message = inbox.filter((mail) => mail.to === address).at(-1);
      const body = message ? decodeMessage(message.raw).body : '';
      return /\b(\d{6})\b/.exec(body)?.[1];
    },
    /** Every message to an address, oldest first: its subject and body, decoded. */
    messagesTo(address: string) {
      return inbox.filter((mail) => mail.to === address).map((mail) => decodeMessage(mail.raw));
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** `=?UTF-8?B|Q?…?=` words of a header. */
const decodeWords = (text: string) =>
  text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );

function decodeQuotedPrintable(text: string) {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Subject and text body of a single-part message as nodemailer writes it. */
export function decodeMessage(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeWords(/^subject: (.*)$/im.exec(headers)?.[1] ?? '');
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const body = rest.join('\n\n');
  if (encoding === 'quoted-printable') return { subject, body: decodeQuotedPrintable(body) };
  if (encoding === 'base64') return { subject, body: Buffer.from(body, 'base64').toString('utf8') };
  return { subject, body };
}
