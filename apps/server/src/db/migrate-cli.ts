import { loadEnv } from '../config';
import { openConfiguredDatabase } from './client';
import { runMigrations } from './migrate';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
await runMigrations(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
