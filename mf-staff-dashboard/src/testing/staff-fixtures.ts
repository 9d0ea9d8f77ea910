import type { CampaignSummary, Lead, LeadDetail, MarketingStats, Page, WhatsappStatus } from '@nurseprep/contracts';
import type { FakeHandlers } from '@nurseprep/shared-ui/testing';

/** What the dashboard's tests share: leads, a lead's page, counts, WhatsApp settings and fake endpoints over them. */

/** A lead of the inbox, with no phone and no WhatsApp history unless `overrides` give them. */
export function leadFixture(id: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id,
    name: `Lead ${id}`,
    email: `lead${id}@example.com`,
    phone: null,
    whatsappNumber: null,
    examType: 'TEAS',
    status: 'new',
    source: 'service-request',
    whatsappConsent: false,
    whatsappOptedOutAt: null,
    whatsappWindowClosesAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** One page of a staff list. */
export function pageFixture<Item>(items: Item[], { total = items.length, page = 1, pageSize = 20 }: Partial<Omit<Page<Item>, 'items'>> = {}): Page<Item> {
  return { items, total, page, pageSize };
}

/** Lead counts with two exam types. */
export const marketingStatsFixture: MarketingStats = {
  total: 12,
  new: 5,
  contacted: 3,
  interested: 2,
  enrolled: 1,
  converted: 1,
  examTypes: { TEAS: 7, HESI: 4 },
};

/** Every WhatsApp feature set up. */
export const whatsappConfiguredFixture: WhatsappStatus = {
  send: { configured: true, missing: [] },
  campaigns: { configured: true, missing: [] },
  webhook: { configured: true, missing: [] },
};

/** Lead 5's page: a lead with a phone, a tutoring inquiry, a service request and a short conversation. */
export function leadDetailFixture({
  windowClosesAt,
  optedOutAt = null,
  pendingContactChanges = [],
}: {
  windowClosesAt: string | null;
  optedOutAt?: string | null;
  pendingContactChanges?: LeadDetail['pendingContactChanges'];
}): LeadDetail {
  return {
    lead: leadFixture(5, {
      name: 'Mary Seacole',
      email: 'mary@example.com',
      phone: '+1 202 555 0162',
      whatsappNumber: '12025550162',
      examType: 'HESI',
      status: 'contacted',
      whatsappConsent: true,
      whatsappOptedOutAt: optedOutAt,
      whatsappWindowClosesAt: windowClosesAt,
    }),
    tutoringInquiries: [{ id: 8, name: 'Mary Seacole', email: 'mary@example.com', subject: 'HESI A2 Exam', message: 'When do groups start?', source: 'tutoring', contacted: false, createdAt: '2026-11-19T10:00:00.000Z' }],
    serviceRequests: [
      { id: 9, name: 'Mary Seacole', email: 'mary@example.com', phone: '12025550162', serviceType: 'exam-prep', urgencyLevel: 'high', budget: null, description: 'HESI in two weeks.', additionalRequirements: null, preferredContactMethod: 'whatsapp', status: 'pending', createdAt: '2026-11-18T10:00:00.000Z' },
    ],
    messages: [
      { id: 1, direction: 'inbound', body: 'Is there a class on Monday?', type: 'text', status: 'received', error: null, campaignId: null, createdAt: '2026-11-23T09:00:00.000Z' },
      { id: 2, direction: 'outbound', body: 'Yes, at 3 pm.', type: 'text', status: 'read', error: null, campaignId: null, createdAt: '2026-11-23T09:05:00.000Z' },
      { id: 3, direction: 'outbound', body: 'See you then.', type: 'text', status: 'delivered', error: null, campaignId: null, createdAt: '2026-11-23T09:06:00.000Z' },
    ],
    pendingContactChanges,
  };
}

/** A campaign that has finished sending. */
export const sentCampaignFixture: CampaignSummary = {
  id: 2,
  name: 'Spring TEAS',
  message: 'Hi',
  targetAudience: 'new_leads',
  status: 'sent',
  recipients: { queued: 0, sending: 0, sent: 11, failed: 1 },
  skipped: { noPhone: 3, noConsent: 2, optedOut: 1 },
  createdAt: '2026-11-23T09:00:00.000Z',
  finishedAt: '2026-11-23T09:01:00.000Z',
};

/** What the dashboard page loads on opening: the lead counts and which WhatsApp features are set up. */
export function dashboardHandlers({ stats = marketingStatsFixture, whatsappStatus = whatsappConfiguredFixture }: { stats?: MarketingStats; whatsappStatus?: WhatsappStatus } = {}): FakeHandlers {
  return {
    'GET /api/marketing/stats': () => ({ status: 200, body: stats }),
    'GET /api/whatsapp/status': () => ({ status: 200, body: whatsappStatus }),
  };
}
