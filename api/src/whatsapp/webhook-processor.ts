import type { Repositories } from '../db/repositories';
import { graphErrorSentence } from './graph-errors';
import { isOptIn, isOptOut, readWebhookEvent } from './webhook-events';

export interface WebhookOutcome {
  statusesApplied: number;
  messagesStored: number;
}

/**
 * Applies a verified webhook body: statuses move their message forward only (idempotent, never backwards),
 * inbound messages are stored once in their lead's conversation (a lead is made for an unknown number),
 * open its 24-hour window; STOP or unsubscribe opts it out of campaigns, and START opts it in again.
 */
export async function processWebhook(repositories: Repositories, payload: unknown): Promise<WebhookOutcome | null> {
  const event = readWebhookEvent(payload);
  if (!event) return null;
  let statusesApplied = 0;
  let messagesStored = 0;
  for (const update of event.statuses) {
    const failure =
      update.errorCode !== null
        ? { code: update.errorCode, reason: graphErrorSentence(update.errorCode, update.errorTitle) }
        : { code: null, reason: 'WhatsApp could not deliver this message.' };
    if (await repositories.whatsappMessages.applyStatus(update.wamid, update.status, failure)) statusesApplied += 1;
  }
  for (const message of event.messages) {
    const leadId = await repositories.leads.recordInboundContact({
      whatsappNumber: message.from,
      name: message.name,
      receivedAt: message.receivedAt,
      optOut: isOptOut(message.body),
      optIn: isOptIn(message.body),
    });
    const stored = await repositories.whatsappMessages.recordInbound({ wamid: message.wamid, leadId, whatsappNumber: message.from, body: message.body, receivedAt: message.receivedAt });
    if (stored) messagesStored += 1;
  }
  return { statusesApplied, messagesStored };
}
