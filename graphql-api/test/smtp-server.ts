import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server inside the test process; what it accepts is parsed with mailparser. */
export interface TestSmtpServer {
  port: number;
  /** What the store's SMTP_URL should be to reach it. */
  url: string;
  received: ParsedMail[];
  /** Starts listening again on the same port after `close()`: the mail server comes back. */
  reopen(): Promise<void>;
  close(): Promise<void>;
  /**
   * Makes the next e-mail wait before the server accepts it, as a slow mail server would:
   * `arrived` resolves once its data is in, `release` lets the server answer 250.
   */
  holdNextMessage(): { arrived: Promise<void>; release(): void };
  /** Waits until at least `count` e-mails arrived (or `timeoutMs` passed, then throws), and returns them. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let held: { arrive: () => void; released: Promise<void> } | null = null;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            const hold = held;
            held = null;
            if (hold) {
              hold.arrive();
              await hold.released;
            }
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const boundPort = await listen(port);
  let open = true;
  const close = async () => {
    if (!open) return;
    open = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    close,
    async reopen() {
      server = make();
      await listen(boundPort);
      open = true;
    },
    holdNextMessage() {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      held = { arrive, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived, release };
    },
    async waitForMessages(count, timeoutMs = 20_000) {
      await waitUntil(() => received.length >= count, timeoutMs, () => `${count} e-mails (got ${received.length})`);
      return received;
    },
  };
}

/** Polls `condition` every 50 ms until it holds; throws after `timeoutMs` with what was awaited. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000, what: () => string = () => 'a condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
