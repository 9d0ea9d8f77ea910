import fp from 'fastify-plugin';
import { missingWhatsappSettings, type WhatsappConfig } from '../config';
import { createCampaignSender, type CampaignSender } from '../whatsapp/campaign-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued WhatsApp campaigns; null when campaigns are not configured. */
    campaignSender: CampaignSender | null;
  }
}

/**
 * The campaign outbox is drained by every running instance, from start-up (resuming what a stopped one left)
 * until the server closes. Without the campaign settings nothing is sent and `campaignSender` is null.
 */
export const campaignSending = fp<{ whatsapp: WhatsappConfig }>(
  async (app, { whatsapp }) => {
    const configured = missingWhatsappSettings(whatsapp, 'campaigns').length === 0;
    const sender = configured ? createCampaignSender({ config: whatsapp, repositories: app.repositories, log: app.log }) : null;
    app.decorate('campaignSender', sender);
    if (sender) {
      app.addHook('onReady', async () => sender.start());
      app.addHook('onClose', async () => sender.stop());
    }
  },
  { name: 'campaign-sending', decorators: { fastify: ['repositories'] } },
);
