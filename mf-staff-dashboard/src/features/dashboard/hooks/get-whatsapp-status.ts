import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** Which WhatsApp features the server has settings for (the forms show only when they can work). */
export function useWhatsappStatus() {
  return useQuery(endpointQuery('GET /api/whatsapp/status'));
}
