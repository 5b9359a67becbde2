import path from 'node:path';
import { loadEnv } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const env = loadEnv();
const database = env.DATABASE_URL
  ? await openDatabase({ url: env.DATABASE_URL })
  : await openDatabase({ dataDir: path.join(env.DATA_DIR, 'pglite') });
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
