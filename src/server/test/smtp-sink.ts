import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

/** A real SMTP server on a free local port that keeps what it receives, for tests. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        // Parsed as a mail client would: encoded subjects and UTF-8 bodies read as written.
        simpleParser(raw).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              raw: raw.toString('utf8'),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to an address, waiting for it to arrive. */
    async waitFor(to: string, predicate: (mail: ReceivedMail) => boolean = () => true) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = received.findLast(
          (message) => message.to.includes(to.toLowerCase()) && predicate(message),
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no mail to ${to} arrived`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a verification email. */
export function codeFrom(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}
