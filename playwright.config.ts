import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// The real server on a fresh embedded database (see e2e/start-server.mjs), serving the built web app.
// E2E_PORT lets two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The Chromium the tests drive: CHROMIUM_PATH, else Debian's. Never a downloaded browser. */
function chromiumPath() {
  const configured = process.env.CHROMIUM_PATH;
  const candidate = configured || '/usr/bin/chromium';
  if (existsSync(candidate)) return candidate;
  throw new Error(
    configured
      ? `CHROMIUM_PATH=${configured} does not exist: point it at a Chromium binary.`
      : 'No Chromium at /usr/bin/chromium: install it (apt-get install chromium) or set ' +
          'CHROMIUM_PATH to a Chromium binary. The tests never download a browser.',
  );
}

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://localhost:${PORT}/api/ready`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // SIGTERM the whole process group so the server shuts down cleanly and its temporary data is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
