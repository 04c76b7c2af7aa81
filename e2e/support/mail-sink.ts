/**
 * A real SMTP server for browser tests: every message it receives is written to MAIL_DIR as
 * `<recipient>-<time>.eml`, so a test can read the verification code a visitor was sent.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_PORT ?? 2525);
const directory = process.env.MAIL_DIR ?? '/tmp/sunfleet-e2e/mail';
mkdirSync(directory, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      for (const recipient of session.envelope.rcptTo) {
        writeFileSync(join(directory, `${recipient.address}-${Date.now()}.eml`), Buffer.concat(chunks));
      }
      callback();
    });
  },
});

server.listen(port, '127.0.0.1');
const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
