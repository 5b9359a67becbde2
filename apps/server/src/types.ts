import type { Role } from '@jobhunter/shared';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { Read } from './db/replicas/read-router';
import type { AccessTokenClaims, AdminClaims } from './lib/access-token';
import type { BackgroundTasks } from './lib/background-tasks';
import type { ConcurrencyLimit } from './lib/concurrency-limit';
import type { LoginFailureStore } from './services/accounts/login-failure-store';
import type { JobCache } from './services/jobs/job-cache';
import type { TtlCache } from './services/jobs/ttl-cache';
import type { AppMetrics } from './services/metrics/app-metrics';
import type { Mailer } from './services/mail/mailer';
import type { Queue } from './services/queue/queue';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The primary: writes, transactions, sessions, and every read not routed by `readFrom`. */
    db: Database;
    /**
     * A public read, on a healthy replica when DATABASE_REPLICA_URLS lists any and the request's
     * account or browser has not just written (plugins/read-replicas.ts), else on the primary. No
     * request: a read for nobody in particular (sitemaps).
     */
    readFrom<T>(request: FastifyRequest | undefined, read: Read<T>): Promise<T>;
    /** `readFrom` through one of the job cache's caches; a recent writer reads fresh and refills it. */
    cachedRead<T>(
      request: FastifyRequest,
      cache: TtlCache<T>,
      key: string,
      read: Read<T>,
    ): Promise<T>;
    jobCache: JobCache;
    /** Where failed logins are counted: shared on PostgreSQL, in memory on the embedded database. */
    loginFailures: LoginFailureStore;
    mailer: Mailer;
    /** This instance's Prometheus registry (GET /metrics) and request counter. */
    metrics: AppMetrics;
    /** The durable job queue (pg-boss); `send` joins the caller's transaction. */
    queue: Queue;
    /** Turns at the database for job searches (app.ts). */
    searchTurns: ConcurrencyLimit;
    /** `draining` from a shutdown signal on: /api/ready answers 503 so a load balancer moves away. */
    readiness: { draining: boolean };
    /** Work done after the reply (sending mail); tests await `idle()`. */
    backgroundTasks: BackgroundTasks;
    /** preHandler: a valid access token of this role is required (401 / 403 otherwise). */
    requireRole(role: Role): (request: FastifyRequest) => Promise<void>;
    /** preHandler: a valid access token of either role (the route decides what each may see). */
    requireSignedIn(request: FastifyRequest): Promise<void>;
    /** preHandler: a valid admin's access token (401 without a valid token, 403 a member's). */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** A member's valid bearer token's claims; null for signed-out visitors, bad tokens and admins. */
    viewerOf(request: FastifyRequest): Promise<AccessTokenClaims | null>;
  }
  interface FastifyRequest {
    /** The verified token's claims, set by `requireRole`. */
    auth?: AccessTokenClaims;
    /** The verified admin token's claims, set by `requireAdmin`. */
    admin?: AdminClaims;
  }
  interface FastifyContextConfig {
    /** The 400 message for this route's invalid input, when docs/api.md fixes one. */
    validationMessage?: string;
  }
}
