import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' server on `port` keeps its data (database, uploads, and the `.eml`
 * files of `mail/`). start-server.mjs creates it fresh and removes it; specs read mail from it.
 * One folder per port, so suites on different ports can run side by side.
 */
export function serverDataDir(port) {
  return path.join(tmpdir(), `jobhunter-e2e-${port}`);
}
