/**
 * npm run bench:resumes: the CV rows of `npm run bench` on their own, on a fresh database — a new
 * PGlite under a temporary DATA_DIR, or a new database on the PostgreSQL server of DATABASE_URL
 * (created and dropped here). BENCH_URL targets a running server instead (it must run queue
 * workers; its memory is not sampled).
 */
import { provisionDatabase } from '../durability/database';
import { startServer, stopChild, waitForUrl } from './processes';
import { benchResumes, resumeBenchEnv } from './resume-uploads';

const port = 3996;

if (process.env.BENCH_URL) {
  console.table(await benchResumes({ api: process.env.BENCH_URL }));
} else {
  const database = await provisionDatabase(process.env.DATABASE_URL, 'bench_resumes');
  const server = startServer(port, {
    ...resumeBenchEnv,
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
  try {
    const api = `http://127.0.0.1:${port}`;
    await waitForUrl(`${api}/api/ready`);
    console.log(
      `CV uploads and applications on ${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
    );
    console.table(await benchResumes({ api, serverPid: server.pid }));
  } finally {
    await stopChild(server);
    await database.dispose();
  }
}
