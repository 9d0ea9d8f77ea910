import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@nurseprep/shared-ui';
import type { WhatsappMessage, WhatsappSendResult } from '@nurseprep/contracts';

export async function sendWhatsappMessage(message: WhatsappMessage): Promise<WhatsappSendResult> {
  const response = await apiRequest('POST', '/api/whatsapp/send', message);
  return (await response.json()) as WhatsappSendResult;
}

export function useSendWhatsappMessage() {
  return useMutation({ mutationFn: sendWhatsappMessage });
}
