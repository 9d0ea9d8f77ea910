import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WhatsappConfig } from '../config';
import type { Repositories } from '../db/repositories';
import type { ClaimedRecipient } from '../marketing/campaigns-repository';
import { createGraphClient, type GraphClient } from './graph-client';

export interface CampaignSenderOptions {
  config: WhatsappConfig;
  repositories: Repositories;
  log: FastifyBaseLogger;
  graph?: GraphClient;
  /**
   * Senders in this process, each claiming its own recipients (the shared clock keeps the rate). By default
   * one per 25 messages a second: one sender keeps up with 20 a second and has at most one message in flight.
   */
  concurrency?: number;
  /** How often an idle sender looks for work (a new campaign here wakes it at once). */
  idlePollMs?: number;
}

const ABANDONED_CHECK_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Drains the campaign outbox in the background: claim a queued recipient (FOR UPDATE SKIP LOCKED, so
 * instances never share one), wait for a slot of the shared send clock, send the template, store the
 * outcome. A claim is committed before the send and completed after it, so after a crash nobody is sent
 * twice; the outbox is in the database, so a restarted server carries on where it stopped.
 */
export function createCampaignSender({ config, repositories, log, graph = createGraphClient(config), concurrency = Math.min(8, Math.ceil(config.sendRatePerSecond / 25)), idlePollMs = 1000 }: CampaignSenderOptions) {
  const instance = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  let running = false;
  let loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();

  const idle = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, idlePollMs);
      sleepers.add(wake);
    });

  async function sendOne(recipient: ClaimedRecipient): Promise<void> {
    const campaign = await repositories.campaigns.byId(recipient.campaignId);
    if (!campaign) return;
    const result = await graph.send({ kind: 'template', to: recipient.whatsappNumber, template: campaign.templateName, language: campaign.templateLanguage, parameter: campaign.message });
    await repositories.campaigns.complete(recipient, {
      leadId: recipient.leadId,
      whatsappNumber: recipient.whatsappNumber,
      body: campaign.message,
      type: 'template',
      campaignId: campaign.id,
      sentBy: campaign.createdBy,
      result,
    });
  }

  /**
   * One step: wait for a slot of the shared clock first, then claim and send at once. Claiming only when the
   * slot is due keeps the time a recipient spends claimed but not yet sent (what a crash would cut) to the
   * one request in flight.
   */
  async function step(): Promise<boolean> {
    if (!(await repositories.campaigns.hasQueued())) return false;
    const slot = await repositories.campaigns.reserveSendSlot(config.sendRatePerSecond);
    const wait = slot.getTime() - Date.now();
    if (wait > 0) await sleep(wait);
    if (!running) return false;
    const recipient = await repositories.campaigns.claimNext(instance);
    if (!recipient) return false;
    await sendOne(recipient);
    return true;
  }

  let nextAbandonedCheck = 0;
  async function releaseAbandonedClaims(): Promise<void> {
    if (Date.now() < nextAbandonedCheck) return;
    nextAbandonedCheck = Date.now() + ABANDONED_CHECK_MS;
    const released = await repositories.campaigns.failAbandonedClaims();
    if (released > 0) log.warn({ released }, 'campaign recipients left mid-send by a stopped server were marked failed');
  }

  async function loop(): Promise<void> {
    while (running) {
      try {
        await releaseAbandonedClaims();
        if (!(await step())) await idle();
      } catch (error) {
        // A lost database connection or similar: log, wait, carry on; the outbox keeps the work.
        log.warn({ err: error }, 'campaign sender step failed');
        if (running) await idle();
      }
    }
  }

  return {
    instance,
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: concurrency }, () => loop());
    },
    /** A new campaign was queued: idle senders look now instead of at their next poll. */
    wake() {
      for (const wake of [...sleepers]) wake();
    },
    /** Lets each sender finish the message in hand, then stops. */
    async stop() {
      running = false;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
    },
  };
}
export type CampaignSender = ReturnType<typeof createCampaignSender>;
