import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { profileFor } from '../durability/accounts';
import { pdfWithText } from '../../test/fixtures-resumes';

/**
 * The CV rows of the benchmark: uploads of a 2-page PDF and of a ~5 MB one, each timed from the
 * start of the upload until the text is read (polling GET /api/candidate/resume), with the server's
 * resident memory sampled meanwhile; then applications with a CV, a cover letter and 10 answers.
 * Needs a server that runs queue workers; the accounts and jobs it makes are its own.
 */

const CANDIDATES = 4;
const POLL_MS = 10;
const RSS_SAMPLE_MS = 25;
const PASSWORD = 'durability-password';

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor((values.length * p) / 100))
  ] ?? NaN;

/** Peak resident memory of a process, from /proc (Linux); null elsewhere or for a remote server. */
function rssSampler(pid: number | undefined) {
  const read = () => {
    if (pid === undefined) return null;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      return match ? Number(match[1]) / 1024 : null;
    } catch {
      return null;
    }
  };
  let peak = read();
  const timer = setInterval(() => {
    const now = read();
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, RSS_SAMPLE_MS);
  return {
    now: read,
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** 503s the server answered while shedding load (PGlite's event loop stalls on large files). */
let shed = 0;
const SHED_PAUSE_MS = 250;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(api: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status === 503) {
    shed += 1;
    await pause(SHED_PAUSE_MS);
    return call(api, method, path, token, body);
  }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Registers and logs in an account of its own (the server's registration limits must allow it). */
async function account(api: string, role: 'candidate' | 'recruiter', n: number) {
  const username = `b${randomBytes(3).toString('hex')}${n}`;
  await call(api, 'POST', `/api/${role}/username/create`, undefined, {
    username,
    password: PASSWORD,
  });
  await call(api, 'POST', `/api/${role}/create`, undefined, profileFor(username, 900_000 + n));
  const login = await call(api, 'POST', `/api/${role}/login`, undefined, {
    username,
    password: PASSWORD,
  });
  return { username, token: login.accessToken as string };
}

async function uploadThenWait(api: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${api}/api/candidate/resume`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    if (response.status === 201) break;
    if (response.status !== 503) throw new Error(`upload answered ${response.status}`);
    shed += 1;
    await pause(SHED_PAUSE_MS);
  }
  const uploaded = performance.now() - started;
  for (;;) {
    const resume = await call(api, 'GET', '/api/candidate/resume', token);
    if (resume.textStatus !== 'pending')
      return { uploaded, done: performance.now() - started, status: String(resume.textStatus) };
    await pause(POLL_MS);
  }
}

/** Two pages of CV-like text. */
const pages = (name: string) =>
  [1, 2].map((page) =>
    Array.from(
      { length: 40 },
      (_, line) => `${name} page ${page} line ${line}: TypeScript, PostgreSQL, Kubernetes`,
    ),
  );

/** Ten questions of every kind, and answers that pass them. */
const QUESTIONS = Array.from(
  { length: 10 },
  (_, i) =>
    [
      {
        text: `Allowed to work here (${i})?`,
        kind: 'yesno',
        required: true,
        knockout: { equals: true },
      },
      { text: `Years of experience (${i})?`, kind: 'number', required: true, knockout: { min: 1 } },
      { text: `Team (${i})?`, kind: 'choice', required: true, choices: ['A', 'B', 'C'] },
      { text: `Why us (${i})?`, kind: 'text', required: false },
    ][i % 4],
);
const ANSWERS = QUESTIONS.map((question, i) => ({
  questionId: `q${i + 1}`,
  value: { yesno: true, number: 5, choice: 'B', text: 'Because of the product.' }[question!.kind],
}));

/** What the server needs for these rows: queue workers, and limits that let the bench's accounts in. */
export const resumeBenchEnv = {
  QUEUE_WORKERS: 'true',
  REGISTRATION_RATE_LIMIT: '100000',
  LOGIN_RATE_LIMIT: '100000',
  UPLOAD_RATE_LIMIT: '100000',
};

export interface ResumeBenchOptions {
  api: string;
  /** The server's process id, to sample its memory; undefined for a server the bench did not start. */
  serverPid?: number;
  smallUploads?: number;
  largeUploads?: number;
  applications?: number;
}

export async function benchResumes({
  api,
  serverPid,
  smallUploads = 40,
  largeUploads = 20,
  applications = 100,
}: ResumeBenchOptions) {
  const candidates = [];
  for (let n = 0; n < CANDIDATES; n += 1) candidates.push(await account(api, 'candidate', n));
  const rows: Record<string, string | number>[] = [];
  const scenarios = [
    { name: '2-page PDF', bytes: pdfWithText({ pages: pages('Small') }), count: smallUploads },
    {
      name: '~5 MB PDF (2 pages + 4.9 MB stream)',
      bytes: pdfWithText({ pages: pages('Large'), padding: 4_900_000 }),
      count: largeUploads,
    },
  ];
  for (const { name, bytes, count } of scenarios) {
    shed = 0;
    const memory = rssSampler(serverPid);
    const before = memory.now();
    const results: Awaited<ReturnType<typeof uploadThenWait>>[] = [];
    let next = 0;
    await Promise.all(
      candidates.map(async ({ token }) => {
        while (next < count) {
          next += 1;
          results.push(await uploadThenWait(api, token, bytes));
        }
      }),
    );
    const peak = memory.stop();
    const uploaded = results.map((result) => result.uploaded);
    const done = results.map((result) => result.done);
    rows.push({
      scenario: `${name}, ${(bytes.length / 1024).toFixed(0)} KB × ${count}, ${CANDIDATES} at once`,
      'request p50/p99 ms': `${percentile(uploaded, 50).toFixed(0)} / ${percentile(uploaded, 99).toFixed(0)}`,
      'upload→text p50/p99 ms': `${percentile(done, 50).toFixed(0)} / ${percentile(done, 99).toFixed(0)}`,
      'not done': results.filter((result) => result.status !== 'done').length,
      '503s (retried)': shed,
      'RSS before / peak MB':
        before === null || peak === null ? 'n/a' : `${before.toFixed(0)} / ${peak.toFixed(0)}`,
    });
  }

  // Applying with the CV just uploaded, a cover letter and 10 answers: one job per application round.
  const recruiter = await account(api, 'recruiter', 99);
  const jobs: string[] = [];
  while (jobs.length < Math.ceil(applications / CANDIDATES)) {
    const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + randomInt(26)));
    const jobID = `${letters.join('')}${String(randomInt(1000)).padStart(3, '0')}`;
    try {
      await call(api, 'POST', '/api/job/createID', recruiter.token, {
        username: recruiter.username,
        jobID,
      });
    } catch {
      continue; // taken by the seeded data: draw another
    }
    await call(api, 'POST', '/api/job/create', recruiter.token, {
      jobID,
      designation: `Bench engineer ${jobID}`,
      work_environment: 'Remote',
      job_location: ['Remote'],
      skills_required: ['TypeScript'],
      questions: QUESTIONS,
      resumeRequired: true,
    });
    jobs.push(jobID);
  }
  const times: number[] = [];
  shed = 0;
  await Promise.all(
    candidates.map(async ({ token }) => {
      for (const jobID of jobs) {
        const started = performance.now();
        await call(api, 'POST', '/api/applications/create', token, {
          job: { jobID },
          coverLetter: 'I would like to build this with you. '.repeat(40),
          answers: ANSWERS,
        });
        times.push(performance.now() - started);
      }
    }),
  );
  rows.push({
    scenario: `apply with a CV, a cover letter and 10 answers × ${times.length}, ${CANDIDATES} at once`,
    'request p50/p99 ms': `${percentile(times, 50).toFixed(0)} / ${percentile(times, 99).toFixed(0)}`,
    'upload→text p50/p99 ms': '',
    'not done': 0,
    '503s (retried)': shed,
    'RSS before / peak MB': '',
  });
  return rows;
}
