/**
 * Fails when the Drizzle schema (src/db/schema.ts) and the migrations disagree: runs
 * `drizzle-kit generate` against a temporary copy of src/db/migrations, so the repository is never
 * written, and exits 1 with the SQL it would add if it adds anything. drizzle-kit compares the schema
 * with the latest snapshot in migrations/meta; a change to the schema therefore needs its migration
 * (`npm run db:generate`, or a hand-written one with its snapshot) in the same commit.
 *
 * Usage (from apps/server): npm run db:check
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '../../drizzle.config';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const migrationsDir = path.resolve(serverDir, config.out ?? 'drizzle');
// drizzle-kit's own entry point, wherever npm hoisted the package.
const drizzleKit = path.join(
  path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
  'bin.cjs',
);

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const copy = mkdtempSync(path.join(tmpdir(), 'jobhunter-schema-drift-'));
let exitCode = 0;
try {
  cpSync(migrationsDir, copy, { recursive: true });
  const before = new Set(filesUnder(copy));
  const schemas = Array.isArray(config.schema) ? config.schema : [config.schema!];
  // drizzle-kit reads `out` relative to the working directory, whatever its form.
  const result = spawnSync(
    process.execPath,
    [
      drizzleKit,
      'generate',
      `--dialect=${config.dialect}`,
      ...schemas.map((schema) => `--schema=${schema}`),
      `--out=${path.relative(serverDir, copy)}`,
      ...(config.casing ? [`--casing=${config.casing}`] : []),
    ],
    // No terminal on stdin: a change drizzle-kit would ask about (a rename?) fails instead of waiting.
    { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
  );
  const added = filesUnder(copy).filter((file) => !before.has(file));
  if (added.length > 0) {
    exitCode = 1;
    console.error(
      'The schema (src/db/schema.ts) declares what the migrations do not create; drizzle-kit would generate:\n',
    );
    for (const file of added.filter((name) => name.endsWith('.sql'))) {
      console.error(`-- ${file}\n${readFileSync(path.join(copy, file), 'utf8')}\n`);
    }
    console.error(
      'Add the migration with its snapshot (npm run db:generate), or change the schema back.',
    );
  } else if (result.status !== 0 || !result.stdout.includes('No schema changes')) {
    // drizzle-kit exits 0 after some failures too (a prompt without a terminal, a schema that does
    // not load), having written nothing: only its own "No schema changes" counts as agreement.
    exitCode = 1;
    console.error(
      `drizzle-kit generate did not confirm the schema (${result.error?.message ?? `exit ${result.status}`}):`,
    );
    console.error(result.stdout, result.stderr);
  } else {
    console.log('Schema and migrations agree: drizzle-kit generate has nothing to add.');
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
process.exit(exitCode);
