import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * The root config with its own port and output folder, so these specs can run while another
 * suite of the repository runs (`npx playwright test -c e2e/jobs`). The root config runs them too.
 */
const PORT = Number(process.env.JOBS_E2E_PORT ?? 3310);
const repoRoot = new URL('../..', import.meta.url).pathname;
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: `${repoRoot}test-results/jobs`,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: server && {
    ...server,
    cwd: repoRoot,
    url: `http://localhost:${PORT}/api/ready`,
    env: { ...server.env, PORT: String(PORT) },
  },
});
