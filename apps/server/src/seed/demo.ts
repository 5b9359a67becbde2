import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export interface SeedDemoOptions {
  db: Database;
  uploadDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** Filled in by the jobs issue: a small demo set when the database has no accounts. */
export async function seedDemoIfEmpty(_options: SeedDemoOptions): Promise<void> {}
