import { step, type Scenario } from './scenario';

const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'TEAS Exam', message: 'Please help me prepare for the TEAS.' };
const serviceRequest = {
  name: 'Mary Seacole',
  email: 'mary@example.com',
  serviceType: 'exam-prep',
  urgencyLevel: 'high',
  description: 'HESI A2 in two weeks, weak in chemistry.',
  preferredContactMethod: 'email',
} as const;
const nameTooShort = 'Name must be at least 2 characters';

/**
 * The marketing site's forms and reads as a visitor meets them: a form is stored (201) or refused under its
 * fields (400); an article the server does not hold is not found. The list reads are checked by status only, as
 * the real content and the test fixtures differ.
 */
export const leadFormScenarios: readonly Scenario[] = [
  {
    title: 'a visitor sends a tutoring inquiry and a contact message; values the form refuses come back under their fields',
    signedIn: false,
    steps: [
      step('POST /api/tutoring-inquiries', { body: { ...inquiry, source: 'tutoring' } }, 201),
      step('POST /api/tutoring-inquiries', { body: { ...inquiry, source: 'contact' } }, 201),
      step('POST /api/tutoring-inquiries', { body: { ...inquiry, name: 'A' } }, 400, { message: nameTooShort, fieldErrors: { name: [nameTooShort] } }),
      step('POST /api/tutoring-inquiries', { body: { ...inquiry, source: 'newsletter' as 'contact' } }, 400, { fieldErrors: { source: ['Source must be tutoring or contact'] } }),
    ],
  },
  {
    title: 'a visitor books a service; a request without a service type is refused under that field',
    signedIn: false,
    steps: [
      step('POST /api/service-requests', { body: serviceRequest }, 201),
      step('POST /api/service-requests', { body: { ...serviceRequest, serviceType: '' as 'custom' } }, 400, { fieldErrors: { serviceType: ['Please select a service type'] } }),
    ],
  },
  {
    title: 'anyone reads the articles and the success stories; an unknown article is not found, a blank name refused',
    signedIn: false,
    steps: [
      step('GET /api/blog-posts', {}, 200),
      step('GET /api/testimonials', {}, 200),
      step('GET /api/blog-posts/:slug', { params: { slug: 'no-such-article' } }, 404, { message: 'Blog post not found' }),
      step('GET /api/blog-posts/:slug', { params: { slug: ' ' } }, 400),
    ],
  },
];
