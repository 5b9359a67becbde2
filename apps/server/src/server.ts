import { buildApp } from './app';
import { loadEnv, type AppConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { handleShutdownSignals } from './lib/graceful-shutdown';
import { loadOrCreateSecret } from './lib/secret';
import { seedDemoIfEmpty } from './seed/demo';

async function main() {
  const env = loadEnv();
  const config: AppConfig = {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? loadOrCreateSecret(env.DATA_DIR),
  };
  const database = await openConfiguredDatabase(env);
  await runMigrations(database);

  const app = await buildApp({ config, database });
  if (config.SEED_DEMO)
    await seedDemoIfEmpty({ db: database.db, uploadDir: config.UPLOAD_DIR, log: app.log });

  handleShutdownSignals({
    app,
    database,
    drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
    timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS,
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `JobHunter on http://localhost:${config.PORT} (${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
