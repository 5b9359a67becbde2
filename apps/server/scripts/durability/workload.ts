import { PIPELINE_STATUSES, WORK_ENVIRONMENTS, type Role } from '@jobhunter/shared';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PASSWORD, profileFor, usernameFor } from './accounts';
import { describeReply, type ApiClient, type Reply, type RequestOptions } from './http-client';
import { applicationKey, pick, type ApplicationState, type Ledger } from './ledger';

const MAX_LOAD_MS = 20_000;

export interface LoadResult {
  loadMs: number;
  acked: number;
  inFlightAtKill: number;
  /** Requests whose reply never came because of the kill. */
  cutOff: number;
  /** 5xx replies and dropped connections before the kill: the server failing under load. */
  failures: string[];
  /** 4xx replies: the workload only sends valid writes, so one means a bug here or a missing earlier write. */
  rejected: string[];
}

/**
 * Runs `concurrency` writers against the server for `loadMs`, then calls `kill` while they are
 * still writing. A write enters the ledger only once its 2xx reply has been received in full.
 */
export async function loadThenKill(options: {
  api: ApiClient;
  ledger: Ledger;
  round: number;
  concurrency: number;
  /** Load before the kill; longer if fewer than `minAcked` writes were acknowledged by then. */
  loadMs: number;
  minAcked: number;
  kill: () => Promise<void>;
}): Promise<LoadResult> {
  const { api, ledger, round } = options;
  const result: LoadResult = {
    loadMs: options.loadMs,
    acked: 0,
    inFlightAtKill: 0,
    cutOff: 0,
    failures: [],
    rejected: [],
  };
  let inFlight = 0;
  let killed = false;
  const ackedBefore = ledger.writes.length;

  /** One request; undefined when no reply came. Failures are sorted by whether the kill explains them. */
  async function send(
    method: string,
    path: string,
    request: RequestOptions,
  ): Promise<Reply | undefined> {
    inFlight += 1;
    try {
      const reply = await api.request(method, path, request);
      if (reply.status >= 500) result.failures.push(`${method} ${path}: ${describeReply(reply)}`);
      else if (reply.status >= 300)
        result.rejected.push(`${method} ${path}: ${describeReply(reply)}`);
      return reply;
    } catch (error) {
      if (killed) result.cutOff += 1;
      else result.failures.push(`${method} ${path}: ${(error as Error).message}`);
      return undefined;
    } finally {
      inFlight -= 1;
    }
  }
  const ok = (reply: Reply | undefined) =>
    reply !== undefined && reply.status >= 200 && reply.status < 300;

  // Each operation returns false when it found nothing to do and sent nothing.
  async function postJob() {
    const recruiter = pick(ledger.recruiters)!;
    const jobId = ledger.nextJobId();
    const reserved = await send('POST', '/api/job/createID', {
      token: recruiter.token,
      body: { username: recruiter.username, jobID: jobId },
    });
    if (!ok(reserved)) return true;
    ledger.ack({ kind: 'reserve-job-id', round, recruiter, jobId });
    if (killed) return true;
    const designation = `Durability engineer ${jobId}`;
    const job = {
      jobID: jobId,
      designation,
      work_environment: pick(WORK_ENVIRONMENTS),
      job_location: ['Remote'],
      skills_required: ['Crash recovery'],
    };
    if (!ok(await send('POST', '/api/job/create', { token: recruiter.token, body: job })))
      return true;
    ledger.ack({ kind: 'post-job', round, recruiter, jobId, designation });
    ledger.jobs.push({ jobId, recruiter });
    ledger.postedJobIds.add(jobId);
    return true;
  }

  async function apply() {
    const candidate = pick(ledger.candidates)!;
    const job = pick(ledger.jobs);
    if (!job || ledger.triedApplications.has(applicationKey(candidate.username, job.jobId)))
      return false;
    ledger.triedApplications.add(applicationKey(candidate.username, job.jobId));
    if (
      !ok(
        await send('POST', '/api/applications/create', {
          token: candidate.token,
          body: { job: { jobID: job.jobId } },
        }),
      )
    )
      return true;
    const application: ApplicationState = {
      candidate,
      recruiter: job.recruiter,
      jobId: job.jobId,
      acked: 'applied',
      maybe: new Set(),
      busy: false,
    };
    ledger.applications.push(application);
    ledger.ack({ kind: 'apply', round, application });
    return true;
  }

  async function saveJob() {
    const candidate = pick(ledger.candidates)!;
    const job = pick(ledger.jobs);
    if (!job) return false;
    if (ok(await send('PUT', `/api/saved-jobs/${job.jobId}`, { token: candidate.token }))) {
      ledger.ack({ kind: 'save-job', round, candidate, jobId: job.jobId });
    }
    return true;
  }

  async function setStatus() {
    const application = pick(ledger.applications);
    if (!application || application.busy) return false;
    const status = pick(PIPELINE_STATUSES.filter((value) => value !== application.acked))!;
    application.busy = true;
    try {
      const body = {
        jobID: application.jobId,
        candidateUsername: application.candidate.username,
        status,
      };
      const reply = await send('PATCH', '/api/applications/status', {
        token: application.recruiter.token,
        body,
      });
      if (ok(reply)) {
        application.acked = status;
        application.maybe.clear();
        ledger.ack({ kind: 'set-status', round, application, status });
      } else if (!reply || reply.status >= 500) {
        // No reply, or a server error: the change may or may not have been committed.
        application.maybe.add(status);
      }
    } finally {
      application.busy = false;
    }
    return true;
  }

  async function registerNow() {
    const role: Role = Math.random() < 0.5 ? 'candidate' : 'recruiter';
    const n = ledger.nextAccountNumber();
    const username = usernameFor(role, n);
    if (
      !ok(
        await send('POST', `/api/${role}/username/create`, {
          body: { username, password: PASSWORD },
        }),
      )
    )
      return true;
    ledger.ack({ kind: 'reserve-username', round, role, username });
    if (killed) return true;
    if (ok(await send('POST', `/api/${role}/create`, { body: profileFor(username, n) }))) {
      ledger.ack({ kind: 'register', round, role, username });
    }
    return true;
  }

  // Registrations are rare: each costs an argon2 hash. Applying and saving need a posted job; until there is one they post.
  const operations: [number, () => Promise<boolean>][] = [
    [0.28, postJob],
    [0.3, apply],
    [0.17, saveJob],
    [0.22, setStatus],
    [0.03, registerNow],
  ];
  async function writer() {
    while (!killed) {
      let roll = Math.random();
      const operation = operations.find(([weight]) => (roll -= weight) < 0)?.[1] ?? postJob;
      // Falling back to a post also keeps a writer from spinning without ever yielding to the timer.
      if (!(await operation())) await postJob();
    }
  }

  const writers = Array.from({ length: options.concurrency }, () => writer());
  const loadStart = performance.now();
  await sleep(options.loadMs);
  // A kill before anything was acknowledged proves little; a freshly restarted server (PGlite,
  // a busy machine) can need a while for its first writes, so wait for some, within a limit.
  while (
    ledger.writes.length - ackedBefore < options.minAcked &&
    performance.now() - loadStart < MAX_LOAD_MS
  )
    await sleep(25);
  result.loadMs = performance.now() - loadStart;
  killed = true;
  result.inFlightAtKill = inFlight;
  await options.kill();
  await Promise.all(writers);
  result.acked = ledger.writes.length - ackedBefore;
  return result;
}
