import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Server test files each build an app on their own (CPU-bound) database; two at a time suits our 2-core machines.
    maxWorkers: 2,
  },
});
