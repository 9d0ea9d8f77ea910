import type { Created, InquirySource, ServiceRequest, TutoringInquiry } from '@nurseprep/contracts';
import type { FastifyInstance } from 'fastify';
import { inquiryMails, serviceRequestMails } from '../mail/lead-form-mails';

/**
 * The lead forms (tutoring inquiry, contact message, booking), as the JSON endpoints and the pages' forms
 * without JavaScript both store them: the submission, its lead, the person's confirmation mail and staff's
 * note in one transaction; the sender is woken once it is committed.
 */
export function createLeadForms({ repositories, mail }: Pick<FastifyInstance, 'repositories' | 'mail'>) {
  return {
    async submitInquiry(inquiry: TutoringInquiry & { source: InquirySource }): Promise<Created> {
      const created = await repositories.tutoringInquiries.create(inquiry, (stored) => inquiryMails(mail.site, mail.staffNotifyEmail, inquiry, stored));
      mail.wake();
      return created;
    },

    async submitServiceRequest(request: ServiceRequest): Promise<Created> {
      const created = await repositories.serviceRequests.create(request, (stored) => serviceRequestMails(mail.site, mail.staffNotifyEmail, request, stored));
      mail.wake();
      return created;
    },
  };
}
export type LeadForms = ReturnType<typeof createLeadForms>;
