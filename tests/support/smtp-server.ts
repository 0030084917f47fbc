import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP server of the tests (the smtp-server package): what it accepted, parsed by mailparser. */
export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:{port}, as SMTP_URL. */
  url: string;
  /** Every message accepted so far, in order. */
  messages: ParsedMail[];
  /** Messages whose DATA arrived but is not answered yet (held). */
  held: number;
  /** From now on the answer to DATA waits until the returned function is called: a slow server. */
  holdData(): () => void;
  /** Resolves when `count` messages have been accepted; fails after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** Starts a server on `port` (0: any free one), plain SMTP without authentication or TLS. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const listeners = new Set<() => void>();
  let gate: Promise<void> | null = null;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          held++;
          await gate;
          held--;
          messages.push(parsed);
          for (const listener of listeners) listener();
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    get held() {
      return held;
    },
    holdData() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`expected ${count} messages, the SMTP server has ${messages.length}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
