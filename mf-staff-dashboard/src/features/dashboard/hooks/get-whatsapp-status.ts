import { useQuery } from '@tanstack/react-query';
import type { WhatsappStatus } from '@nurseprep/contracts';

export const WHATSAPP_STATUS_PATH = '/api/whatsapp/status';

/** Which WhatsApp features the server has settings for (the forms show only when they can work). */
export function useWhatsappStatus() {
  return useQuery<WhatsappStatus>({ queryKey: [WHATSAPP_STATUS_PATH] });
}
