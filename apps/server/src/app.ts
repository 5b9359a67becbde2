import { availableParallelism } from 'node:os';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { DEFAULT_POOL_SIZE, type DatabaseHandle } from './db/client';
import { createConcurrencyLimit } from './lib/concurrency-limit';
import authPlugin from './plugins/auth';
import compressionPlugin from './plugins/compression';
import corsPlugin from './plugins/cors';
import errorsPlugin from './plugins/errors';
import inputGuardPlugin from './plugins/input-guard';
import jobAlertsPlugin from './plugins/job-alerts';
import jobCachePlugin from './plugins/job-cache';
import mailPlugin from './plugins/mail';
import mailWorkerPlugin from './plugins/mail-worker';
import metricsPlugin from './plugins/metrics';
import queuePlugin from './plugins/queue';
import rateLimitPlugin from './plugins/rate-limit';
import readReplicasPlugin from './plugins/read-replicas';
import resumeTextPlugin from './plugins/resume-text';
import messageMailPlugin from './plugins/message-mail';
import interviewRemindersPlugin from './plugins/interview-reminders';
import requestIdPlugin, { requestIdGenerator } from './plugins/request-id';
import securityHeadersPlugin from './plugins/security-headers';
import staticFilesPlugin from './plugins/static-files';
import swaggerPlugin from './plugins/swagger';
import underPressurePlugin from './plugins/under-pressure';
import weeklyRecommendationsPlugin from './plugins/weekly-recommendations';
import accountRoutes from './routes/accounts';
import adminRoutes from './routes/admin';
import applicationRoutes from './routes/applications';
import candidateSearchRoutes from './routes/candidate-search';
import companyRoutes from './routes/companies';
import devMailRoutes from './routes/dev-mail';
import healthRoutes from './routes/health';
import interviewRoutes from './routes/interviews';
import invitationRoutes from './routes/invitations';
import jobRoutes from './routes/jobs';
import messageRoutes from './routes/messages';
import metricsRoutes from './routes/metrics';
import notificationRoutes from './routes/notifications';
import recommendationRoutes from './routes/recommendations';
import savedJobRoutes from './routes/saved-jobs';
import unsubscribeRoutes from './routes/unsubscribe';
import savedSearchRoutes from './routes/saved-searches';
import reportRoutes from './routes/reports';
import resumeRoutes from './routes/resumes';
import seoRoutes from './routes/seo';
import uploadRoutes from './routes/uploads';
import './types';

/** Secrets that must never reach a log line, wherever a log call puts them. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.params',
  '*.detail',
];

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where log lines go instead of stdout (tests read them), with the same level and redaction. */
  logStream?: NodeJS.WritableStream;
}

/**
 * How many job searches run at once; the others wait in arrival order, with the event loop free
 * between them (lib/concurrency-limit.ts). One on PGlite, which runs on this thread. On PostgreSQL
 * two per core: a search keeps one core busy, and more at once only slow each other down, raising
 * the slowest searches' latency with no gain in throughput (measured in docs/performance.md).
 */
function searchConcurrency(config: AppConfig, database: DatabaseHandle) {
  if (!database.pool) return 1;
  return (
    config.SEARCH_CONCURRENCY ??
    Math.min(database.pool.options.max ?? DEFAULT_POOL_SIZE, 2 * availableParallelism())
  );
}

/** Builds the whole server without listening; `server.ts` and the tests are its only callers. */
export async function buildApp({ config, database, logger, logStream }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    // The id comes from genReqId alone, which takes the proxy's x-request-id only when it is trusted and well-formed.
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('readiness', { draining: false });
  app.decorate('searchTurns', createConcurrencyLimit(searchConcurrency(config, database)));

  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { database });
  await app.register(errorsPlugin);
  // Before any route: it hooks each route as it is added.
  await app.register(compressionPlugin);
  await app.register(underPressurePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(swaggerPlugin);
  await app.register(rateLimitPlugin, { database });
  await app.register(authPlugin);
  await app.register(jobCachePlugin, { database });
  await app.register(readReplicasPlugin);
  await app.register(queuePlugin, { database });
  await app.register(mailPlugin);
  await app.register(mailWorkerPlugin);
  await app.register(jobAlertsPlugin);
  await app.register(resumeTextPlugin);
  await app.register(messageMailPlugin);
  await app.register(interviewRemindersPlugin);
  await app.register(weeklyRecommendationsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(accountRoutes, { prefix: '/candidate', role: 'candidate' });
      await api.register(accountRoutes, { prefix: '/recruiter', role: 'recruiter' });
      // Beside the candidate's account routes, on paths of their own (/candidate/resume...).
      await api.register(resumeRoutes, { prefix: '/candidate' });
      await api.register(candidateSearchRoutes, { prefix: '/candidate' });
      await api.register(invitationRoutes, { prefix: '/candidate/invitations' });
      await api.register(jobRoutes, { prefix: '/job' });
      await api.register(recommendationRoutes, { prefix: '/job' });
      await api.register(applicationRoutes, { prefix: '/applications' });
      await api.register(messageRoutes);
      await api.register(interviewRoutes, { prefix: '/interviews' });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(savedJobRoutes, { prefix: '/saved-jobs' });
      await api.register(savedSearchRoutes, { prefix: '/saved-searches' });
      await api.register(companyRoutes, { prefix: '/companies' });
      await api.register(uploadRoutes, { prefix: '/uploads' });
      await api.register(notificationRoutes, { prefix: '/notifications' });
      await api.register(unsubscribeRoutes, { prefix: '/unsubscribe' });
      // Mail written to disk instead of sent: `npm run dev` shows it.
      if (config.NODE_ENV === 'development' && !config.SMTP_URL)
        await api.register(devMailRoutes, { prefix: '/dev/mail' });
    },
    { prefix: '/api' },
  );
  await app.register(metricsRoutes);
  await app.register(seoRoutes);
  await app.register(staticFilesPlugin);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
