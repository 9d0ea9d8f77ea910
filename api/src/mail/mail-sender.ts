import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { defaultRetryPolicy, SENDING_LEASE_MS, type MailOutboxRepository, type OutboxMail, type RetryPolicy } from './outbox-repository';
import type { MailTransport } from './transport';

export interface MailSenderTimings {
  /** How often an idle sender looks for due mail (wake() makes it look at once). */
  idlePollMs: number;
  retry: RetryPolicy;
  /** A mail claimed longer ago than this was cut short by a stopped server. */
  leaseMs: number;
  /** How often the sender looks for such mails. */
  sweepEveryMs: number;
}

export const defaultMailSenderTimings: MailSenderTimings = { idlePollMs: 1000, retry: defaultRetryPolicy, leaseMs: SENDING_LEASE_MS, sweepEveryMs: 30_000 };

export interface MailSenderOptions {
  repository: MailOutboxRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  timings?: Partial<MailSenderTimings> | undefined;
}

/**
 * Whether the server refused this mail for good: any 5xx reply, or a mail nodemailer could not even address.
 * Everything else (4xx replies, refused or dropped connections, timeouts) may pass on a later attempt.
 */
export function isPermanentMailError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Drains the mail outbox in the background: claim a due mail (FOR UPDATE SKIP LOCKED, so instances never
 * share one), send it, record the outcome. The claim is committed before the send and settled after it; a
 * mail a crash left mid-send is failed by the sweep rather than sent again. Logs name the outbox id, never
 * the body (it may hold a secret link).
 */
export function createMailSender({ repository, transport, log, timings }: MailSenderOptions) {
  const { idlePollMs, retry, leaseMs, sweepEveryMs } = { ...defaultMailSenderTimings, ...timings };
  const instance = `${hostname().slice(0, 40)}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let wakeIdle: (() => void) | null = null;
  /** wake() came while the sender was busy: it looks again before idling. */
  let wokenWhileBusy = false;

  const idle = () =>
    new Promise<void>((resolve) => {
      if (wokenWhileBusy) {
        wokenWhileBusy = false;
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        wakeIdle = null;
        resolve();
      };
      const timer = setTimeout(done, idlePollMs);
      wakeIdle = done;
    });

  let nextSweep = 0;
  async function failInterrupted(): Promise<void> {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + sweepEveryMs;
    const failed = await repository.failInterrupted(leaseMs);
    if (failed > 0) log.warn({ failed }, 'mails left mid-send by a stopped server were marked failed, not sent again');
  }

  async function deliver(mail: OutboxMail): Promise<void> {
    const about = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts };
    let messageId: string;
    try {
      ({ messageId } = await transport.send(mail));
    } catch (error) {
      const reason = reasonOf(error);
      if (isPermanentMailError(error)) {
        await repository.fail(mail, reason);
        log.warn({ ...about, reason }, 'mail refused by the server; not tried again');
      } else if ((await repository.retryLater(mail, reason, retry)) === 'queued') {
        log.warn({ ...about, reason }, 'mail not sent; trying again later');
      } else {
        log.error({ ...about, reason }, 'mail not sent after its last attempt; failed');
      }
      return;
    }
    try {
      await repository.complete(mail, messageId);
    } catch (error) {
      log.error({ ...about, err: error }, 'mail sent but not recorded; it will be marked interrupted, not sent again');
    }
  }

  async function run(): Promise<void> {
    while (running) {
      try {
        await failInterrupted();
        const mail = await repository.claimNext(instance);
        if (mail) await deliver(mail);
        else await idle();
      } catch (error) {
        // A lost database connection or similar: the outbox keeps the work, so log, wait and carry on.
        log.warn({ err: error }, 'mail sender step failed');
        if (running) await idle();
      }
    }
  }

  return {
    instance,
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Mail was queued: an idle sender looks now instead of at its next poll. */
    wake() {
      if (wakeIdle) wakeIdle();
      else wokenWhileBusy = true;
    },
    /** Lets the send in flight finish and be recorded, then stops. */
    async stop() {
      running = false;
      wakeIdle?.();
      await loop;
      transport.close();
    },
  };
}
export type MailSender = ReturnType<typeof createMailSender>;
