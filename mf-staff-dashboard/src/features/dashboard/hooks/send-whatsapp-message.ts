import { useMutation } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import type { WhatsappMessage } from '@nurseprep/contracts';

export function sendWhatsappMessage(message: WhatsappMessage) {
  return request('POST /api/whatsapp/send', { body: message });
}

export function useSendWhatsappMessage() {
  return useMutation({ mutationFn: sendWhatsappMessage });
}
