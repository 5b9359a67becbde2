import { cpSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';

/**
 * The production build: the server and the migration command as plain ESM JavaScript under dist/,
 * run by `node` with no TypeScript loader. `@jobhunter/shared` ships TypeScript sources, so it is
 * bundled in; every other dependency stays an ordinary import from node_modules.
 */
export default defineConfig((cli) => {
  // `tsup --out-dir <folder>` builds elsewhere (scripts/build-if-changed.mjs builds into a sibling
  // folder, then renames it into place); the migrations go along.
  const outDir = cli.outDir ?? 'dist';
  return {
    entry: {
      server: 'src/server.ts',
      'migrate-cli': 'src/db/migrate-cli.ts',
      // The CV text reader runs in a worker thread from a file of its own, beside server.js.
      'resume-text-worker': 'src/services/resumes/resume-text-worker.mjs',
    },
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outDir,
    clean: true,
    sourcemap: true,
    skipNodeModulesBundle: true,
    noExternal: ['@jobhunter/shared'],
    // migrate.ts finds its SQL next to itself (`./migrations` from dist/*.js): the build puts it there.
    onSuccess: async () =>
      cpSync('src/db/migrations', path.join(outDir, 'migrations'), { recursive: true }),
  };
});
