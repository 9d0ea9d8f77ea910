import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newsletterSubscriptionSchema, serviceRequestSchema, tutoringInquirySchema } from '@nurseprep/contracts';
import { validateValues } from '@nurseprep/contracts/form-values';
import {
  isPageFormId,
  PAGE_FORM_FIELD,
  pageFormElementId,
  pageFormPages,
  SENT_PARAM,
  type PageFormId,
  type PageFormState,
} from '@nurseprep/contracts/page-forms';
import { createLeadForms, type LeadForms } from './service';
import { createNewsletterSignups, type NewsletterSignups } from '../newsletter/service';

/** The services that store the forms, the same the forms' API endpoints use. */
interface FormServices {
  leadForms: LeadForms;
  newsletter: NewsletterSignups;
}

interface PageForm<Schema extends z.ZodObject> {
  /** The schema of the form's API endpoint. */
  schema: Schema;
  /** Stores the parsed form exactly as its API endpoint does (mails included). */
  store: (services: FormServices, data: z.infer<Schema>) => Promise<unknown>;
}

const pageForm = <Schema extends z.ZodObject>(form: PageForm<Schema>) => form as unknown as PageForm<z.ZodObject>;

const pageForms: Record<PageFormId, PageForm<z.ZodObject>> = {
  tutoring: pageForm({ schema: tutoringInquirySchema, store: ({ leadForms }, data) => leadForms.submitInquiry({ ...data, source: 'tutoring' }) }),
  contact: pageForm({ schema: tutoringInquirySchema, store: ({ leadForms }, data) => leadForms.submitInquiry({ ...data, source: 'contact' }) }),
  booking: pageForm({ schema: serviceRequestSchema, store: ({ leadForms }, data) => leadForms.submitServiceRequest(data) }),
  newsletter: pageForm({ schema: newsletterSubscriptionSchema, store: ({ newsletter }, data) => newsletter.subscribe(data.email) }),
};

/** The form's own fields as sent (text only; a field not sent is empty). */
function sentValues(form: PageForm<z.ZodObject>, body: unknown): Record<string, string> {
  const sent = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of Object.keys(form.schema.shape)) {
    const value = sent[name];
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The form a POST to a page carries, when that page holds it. */
function formOf(request: FastifyRequest): PageFormId | null {
  const body = request.body as Record<string, unknown> | undefined;
  const id = body?.[PAGE_FORM_FIELD];
  const pathname = request.url.split('?')[0] ?? '/';
  return isPageFormId(id) && pageFormPages[id].includes(pathname) ? id : null;
}

/**
 * The site's forms without JavaScript: a form posted to its page (`method="post"`, urlencoded) is validated with
 * the contracts schema of its API endpoint and stored the same way, under the same rate limit and origin check.
 * Stored: 303 to the page with `?sent=<form>` (a reload does not send it again). Refused: the page itself,
 * rendered with each field's message and the values kept (400), or with how long to wait (429). Personal values
 * never travel in an address.
 */
export const pageFormRoutes: FastifyPluginAsync = async (app) => {
  const services: FormServices = { leadForms: createLeadForms(app), newsletter: createNewsletterSignups(app) };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const answerRateLimited = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = formOf(request);
    if (!id) return reply.code(429).send({ message: 'Too many requests. Please try again later.' });
    const minutes = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60) / 60));
    return app.pages.answer(request, reply, { id, outcome: 'rate-limited', values: sentValues(pageForms[id], request.body), minutes });
  };

  app.post(
    '/*',
    {
      // After the body is read, so a refused form keeps what the person wrote.
      config: { rateLimit: { ...app.rateLimits.forms, hook: 'preHandler' } },
      errorHandler: async (error, request, reply) => {
        if ((error as { statusCode?: number }).statusCode === 429) return answerRateLimited(request, reply);
        throw error;
      },
      schema: { hide: true },
    },
    async (request, reply) => {
      const id = formOf(request);
      if (!id) return reply.callNotFound();
      const form = pageForms[id];
      const values = sentValues(form, request.body);
      const result = validateValues(form.schema, values);
      if (result.data === undefined) {
        const answer: PageFormState = { id, outcome: 'invalid', values, errors: result.errors as Record<string, string> };
        return app.pages.answer(request, reply, answer);
      }
      await form.store(services, result.data);
      const pathname = request.url.split('?')[0] ?? '/';
      return reply.redirect(`${pathname}?${SENT_PARAM}=${id}#${pageFormElementId(id)}`, 303);
    },
  );
};
