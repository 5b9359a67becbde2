import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    // Simulated typing through whole pages on a busy 2-core machine can take tens of seconds; a test
    // fails on behaviour, not speed: the limit is only there to stop a test that hangs.
    testTimeout: 120_000,
  },
});
