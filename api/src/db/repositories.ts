import type { Database } from './client';
import { createFlashcardsRepository } from '../flashcards/repository';
import { createNgnRepository } from '../ngn/repository';
import { createPracticeRepository } from '../practice/repository';
import { createStudyPlansRepository } from '../study-plans/repository';
import { createCampaignsRepository } from '../marketing/campaigns-repository';
import { createContentRepository } from '../content/repository';
import { createEmailTokensRepository } from '../accounts/email-tokens-repository';
import { createLeadContactsRepository } from '../marketing/lead-contacts-repository';
import { createLeadsRepository } from '../marketing/leads-repository';
import { createLoginThrottlesRepository } from '../accounts/login-throttles-repository';
import { createMailOutboxRepository } from '../mail/outbox-repository';
import { createNewsletterSubscriptionsRepository } from '../newsletter/repository';
import { createServiceRequestsRepository } from '../lead-forms/service-requests-repository';
import { createSessionsRepository } from '../accounts/sessions-repository';
import { createTutoringInquiriesRepository } from '../lead-forms/tutoring-inquiries-repository';
import { createUsersRepository } from '../accounts/users-repository';
import { createWhatsappMessagesRepository } from '../whatsapp/messages-repository';

/** Every repository over one database handle; the only code that knows the tables. */
export function createRepositories(db: Database) {
  return {
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    emailTokens: createEmailTokensRepository(db),
    loginThrottles: createLoginThrottlesRepository(db),
    content: createContentRepository(db),
    leads: createLeadsRepository(db),
    leadContacts: createLeadContactsRepository(db),
    tutoringInquiries: createTutoringInquiriesRepository(db),
    serviceRequests: createServiceRequestsRepository(db),
    newsletterSubscriptions: createNewsletterSubscriptionsRepository(db),
    whatsappMessages: createWhatsappMessagesRepository(db),
    campaigns: createCampaignsRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    practice: createPracticeRepository(db),
    flashcards: createFlashcardsRepository(db),
    studyPlans: createStudyPlansRepository(db),
    ngn: createNgnRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
