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
    // Simulated typing on a busy 2-core machine can take seconds; a test fails on behaviour, not speed.
    testTimeout: 30_000,
  },
});
