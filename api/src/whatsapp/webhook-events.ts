import { z } from 'zod';
import type { DeliveryStatus } from './messages-repository';

/** The parts of Meta's webhook payload we use; anything else in it is ignored, not refused. */
const statusSchema = z.object({
  id: z.string().min(1).max(128),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().int().optional(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
const messageSchema = z.object({
  from: z.string().min(1).max(32),
  id: z.string().min(1).max(128),
  timestamp: z.string().regex(/^\d+$/).optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
const valueSchema = z.object({
  statuses: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
  contacts: z.array(z.object({ wa_id: z.string().optional(), profile: z.object({ name: z.string().optional() }).optional() })).optional(),
});
const eventSchema = z.object({
  entry: z.array(z.object({ changes: z.array(z.object({ value: z.unknown() })).optional() })).optional(),
});

export interface StatusUpdate {
  wamid: string;
  status: DeliveryStatus;
  errorCode: number | null;
  errorTitle: string | undefined;
}

export interface IncomingText {
  wamid: string;
  from: string;
  name: string;
  body: string;
  receivedAt: Date;
}

const deliveryStatuses: readonly string[] = ['sent', 'delivered', 'read', 'failed'] satisfies DeliveryStatus[];

/** The statuses and inbound messages of a webhook body; malformed items are skipped one by one. */
export function readWebhookEvent(payload: unknown): { statuses: StatusUpdate[]; messages: IncomingText[] } | null {
  const event = eventSchema.safeParse(payload);
  if (!event.success) return null;
  const statuses: StatusUpdate[] = [];
  const messages: IncomingText[] = [];
  for (const entry of event.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      const value = valueSchema.safeParse(change.value);
      if (!value.success) continue;
      const names = new Map((value.data.contacts ?? []).map((contact) => [contact.wa_id ?? '', contact.profile?.name ?? '']));
      for (const item of value.data.statuses ?? []) {
        const status = statusSchema.safeParse(item);
        if (!status.success || !deliveryStatuses.includes(status.data.status)) continue;
        const error = status.data.errors?.[0];
        statuses.push({ wamid: status.data.id, status: status.data.status as DeliveryStatus, errorCode: error?.code ?? null, errorTitle: error?.title ?? error?.message });
      }
      for (const item of value.data.messages ?? []) {
        const message = messageSchema.safeParse(item);
        if (!message.success) continue;
        const from = message.data.from.replace(/\D/g, '');
        if (from.length === 0) continue;
        const body = message.data.text?.body ?? message.data.button?.text ?? `[${message.data.type} message]`;
        const seconds = Number(message.data.timestamp ?? Math.floor(Date.now() / 1000));
        messages.push({ wamid: message.data.id, from: from.slice(0, 20), name: names.get(message.data.from) ?? '', body, receivedAt: new Date(seconds * 1000) });
      }
    }
  }
  return { statuses, messages };
}

/** 'STOP' or 'unsubscribe' (any case, alone in the message) opts a lead out of campaigns. */
export function isOptOut(body: string): boolean {
  return /^\s*(stop|unsubscribe)[\s.!]*$/i.test(body);
}

/**
 * 'START' (any case, alone in the message) undoes STOP: the person asks for updates again from their own
 * phone. WhatsApp itself defines no opt-in words (its own stop and resume of marketing messages arrive as
 * user_preferences events), so only START, the usual answer to STOP, is read.
 */
export function isOptIn(body: string): boolean {
  return /^\s*start[\s.!]*$/i.test(body);
}
