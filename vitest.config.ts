import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
