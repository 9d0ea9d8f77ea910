import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** SMTP_URL for the app. */
  url: string;
  /** Every message the server accepted, parsed, in order. */
  received: ParsedMail[];
  /** Every DATA the server was handed, accepted or not. */
  attempts: number;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** The reply to the n-th message handed over (1-based): an SMTP error code, or undefined to accept it. */
  refuse?: (attempt: number) => number | undefined;
  /** How long the server takes over each message (to let two senders overlap). */
  delayMs?: number;
}

/** A real SMTP server on 127.0.0.1 (any port, no TLS, no login) that keeps what it receives. */
export async function startSmtpSink({ refuse = () => undefined, delayMs = 0 }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts += 1;
        const code = refuse(attempts);
        setTimeout(() => {
          if (code !== undefined) {
            callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
            return;
          }
          simpleParser(Buffer.concat(chunks)).then(
            (parsed) => {
              received.push(parsed);
              callback();
            },
            (error: Error) => callback(error),
          );
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits for a condition (checked every 10 ms), failing with what was awaited. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
