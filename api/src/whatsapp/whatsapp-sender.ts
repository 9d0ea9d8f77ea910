import type { WhatsappConfig } from '../config';
import type { Repositories } from '../db/repositories';
import { whatsappNumberOf } from '../marketing/leads-repository';
import { createGraphClient, type GraphClient } from './graph-client';

export interface SentMessage {
  messageId: number;
  /** Graph's answer: the wamid, or why it refused (a sentence for staff). */
  result: { ok: true; wamid: string } | { ok: false; code: number | null; reason: string };
}

/** Sends one free-text message and stores it (with its wamid, or failed with the reason) in the lead's conversation. */
export function createWhatsappSender(config: WhatsappConfig, repositories: Repositories, graph: GraphClient = createGraphClient(config)) {
  return {
    graph,
    async sendText({ to, body, sentBy, leadId }: { to: string; body: string; sentBy: number | null; leadId?: number }): Promise<SentMessage> {
      const whatsappNumber = whatsappNumberOf(to) ?? to;
      const lead = leadId ?? (await repositories.leads.byWhatsappNumber(whatsappNumber))?.id ?? null;
      const result = await graph.send({ kind: 'text', to: whatsappNumber, body });
      const row = await repositories.whatsappMessages.recordOutbound({ leadId: lead, whatsappNumber, body, type: 'text', sentBy, result });
      return { messageId: row.id, result };
    },
  };
}
export type WhatsappSender = ReturnType<typeof createWhatsappSender>;
