// Starts the real server for the browser tests on a brand-new embedded database that is removed
// afterwards. The web app and the server must already be built (`npm run test:e2e` builds them first):
// the browser tests run the compiled server, as production does.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverDataDir } from './server-data-dir.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
for (const built of ['apps/web/dist/index.html', 'apps/server/dist/server.js']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does).`);
    process.exit(1);
  }
}

const port = process.env.PORT ?? '3100';
const dataDir = serverDataDir(port);
// Left over only if an earlier run on this port was killed: its data must not leak into this one.
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
// The browser tests' operator, made as operators make one: the command line, while the embedded
// database is not open yet (e2e/fixtures/admin.ts signs in with it).
const admin = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/scripts/admin.ts',
    'create',
    'e2e_admin',
    'e2e-admin@example.com',
  ],
  {
    cwd: repoRoot,
    input: 'Moderator-Password-42\n',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  },
);
if (admin.status !== 0) {
  console.error(`Creating the e2e admin failed:\n${admin.stdout}${admin.stderr}`);
  process.exit(1);
}
// node itself (not npx) so that stopping this process stops the server too.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Nothing balances load in front of it: no need to wait for one to move away before stopping.
    SHUTDOWN_DRAIN_SECONDS: '0',
    // Every test signs in and uploads; the production limits would throttle the suite.
    LOGIN_RATE_LIMIT: '10000',
    UPLOAD_RATE_LIMIT: '10000',
    REGISTRATION_RATE_LIMIT: '10000',
    REFRESH_RATE_LIMIT: '10000',
    PASSWORD_RESET_RATE_LIMIT: '10000',
  },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
