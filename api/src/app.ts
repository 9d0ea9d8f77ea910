import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config';
import type { DatabaseHandle } from './db/client';
import { backgroundTasks } from './plugins/background-tasks';
import { database } from './plugins/db';
import { deployments } from './plugins/deployments';
import { errorHandling } from './plugins/errors';
import { campaignSending } from './plugins/campaign-sending';
import { mailDelivery } from './plugins/mail';
import { metrics } from './plugins/metrics';
import { originCheck } from './plugins/origin-check';
import { rateLimits } from './plugins/rate-limits';
import { readiness } from './plugins/readiness';
import { securityHeaders } from './plugins/security-headers';
import { cachePolicy } from './plugins/cache-policy';
import { sessions } from './plugins/session';
import { staticSite } from './plugins/static-site';
import { pageFormRoutes } from './lead-forms/page-form-routes';
import { apiDocs } from './plugins/swagger';
import { authRoutes } from './accounts/routes';
import { contentRoutes } from './content/routes';
import { documentRoutes } from './documents/routes';
import { fileRoutes } from './documents/file-routes';
import { healthRoutes } from './health/routes';
import { marketingRoutes } from './marketing/routes';
import { newsletterRoutes } from './newsletter/routes';
import { practiceRoutes } from './practice/routes';
import { ngnRoutes } from './ngn/routes';
import { seoRoutes } from './seo/routes';
import { serviceRequestRoutes } from './lead-forms/service-request-routes';
import { siteConfigRoutes } from './site-config/routes';
import { tutoringInquiryRoutes } from './lead-forms/tutoring-inquiry-routes';
import { whatsappRoutes } from './whatsapp/routes';
import { whatsappConsentRoutes } from './whatsapp/consent-routes';
import { REQUEST_ID_HEADER, requestIdGenerator } from './lib/request-ids';
import { loadQuestionBank, type QuestionBank } from './practice/question-bank';
import { loadNgnBank, type NgnBank } from './ngn/bank';
import { loadDecks, type DeckStore } from './flashcards/decks';
import { flashcardRoutes } from './flashcards/routes';
import { studyPlanRoutes } from './study-plans/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The practice questions, read and checked at start-up (api/content/questions), with their keys. */
    questionBank: QuestionBank;
    /** The flashcard decks, read and checked at start-up (api/content/flashcards). */
    decks: DeckStore;
    /** The Next Generation NCLEX items and case studies, read and checked at start-up (api/content/ngn), with their keys. */
    ngnBank: NgnBank;
  }
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface BuildOptions {
  config: AppConfig;
  /** Log each request at config.logLevel (off by default: tests). */
  logger?: boolean;
  /** An already open database to use instead of opening one from the config; the caller closes it. */
  database?: DatabaseHandle;
  /** The clock of sessions, email links, practice time limits and flashcard reviews (tests move it instead of waiting). */
  now?: () => Date;
}

/** The whole server as a plugin tree; tests drive it with app.inject and never open a port. */
export async function buildApp({ config, logger = false, database: givenDatabase, now }: BuildOptions): Promise<FastifyInstance> {
  // First: a bad question file stops start-up naming the file and the item, before anything is opened.
  const questionBank = loadQuestionBank(config.questionsDir);
  // Likewise a bad deck file, naming the file and the card.
  const decks = loadDecks(config.flashcardsDir);
  const ngnBank = loadNgnBank(config.ngnDir);
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: 64 * 1024,
    // Behind a proxy, protocol (for Secure cookies and the origin check) and client IP (for rate limits)
    // come from X-Forwarded-*; only when TRUST_PROXY says so, since clients can send those headers too.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Every log line carries the request's id (reqId), and every answer the same id in x-request-id.
    genReqId: requestIdGenerator(config.trustProxy),
    // Requests that arrive on a kept-alive connection while the server closes are still answered (a load balancer
    // reuses its connections): the instance drains, it does not refuse.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Bodies are JSON only: anything else (text/plain included) is refused with 415 before a handler runs.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('questionBank', questionBank);
  app.decorate('decks', decks);
  app.decorate('ngnBank', ngnBank);

  await app.register(errorHandling);
  await app.register(readiness);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(securityHeaders);
  await app.register(cachePolicy);
  await app.register(database, { config, database: givenDatabase });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(backgroundTasks);
  await app.register(sessions, { config, ...(now ? { now } : {}) });
  await app.register(apiDocs, { access: config.apiDocs });
  await app.register(rateLimits, { ...config.rateLimits, redisUrl: config.redisUrl });
  await app.register(originCheck, { allowedOrigins: config.allowedOrigins });
  await app.register(deployments, { config });
  await app.register(mailDelivery, { config });
  await app.register(campaignSending, { whatsapp: config.whatsapp });

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes, { settings: config.settings });
  await app.register(authRoutes, now ? { now } : {});
  await app.register(tutoringInquiryRoutes);
  await app.register(serviceRequestRoutes);
  await app.register(contentRoutes, { contentDir: config.contentDir });
  await app.register(marketingRoutes, { whatsapp: config.whatsapp });
  await app.register(newsletterRoutes);
  await app.register(seoRoutes, { siteUrl: config.siteUrl });
  await app.register(whatsappRoutes, { whatsapp: config.whatsapp });
  await app.register(whatsappConsentRoutes);
  await app.register(documentRoutes, { filesDir: config.filesDir, contentDir: config.contentDir });
  await app.register(fileRoutes, { filesDir: config.filesDir });
  await app.register(practiceRoutes, now ? { now } : {});
  await app.register(ngnRoutes, now ? { now } : {});
  await app.register(flashcardRoutes, now ? { now } : {});
  await app.register(studyPlanRoutes, now ? { now } : {});

  await app.register(staticSite, { config });
  await app.register(pageFormRoutes);
  return app;
}
