import type { ApplicationStatus } from '@jobhunter/shared';
import { describeReply, type ApiClient, type Reply } from './http-client';
import type { Account, AckedWrite, ApplicationState, Ledger } from './ledger';

export interface VerifyResult {
  /** This round's acknowledged writes, each checked through its own endpoint. */
  checked: number;
  verified: number;
  /** Earlier rounds' writes, checked again (mostly through the list endpoints). */
  rechecked: number;
  /** Acknowledged writes not found, this round's or earlier ones, with what was wrong. */
  lost: { write: AckedWrite; problem: string }[];
  /** 5xx replies or dropped connections while verifying. */
  failures: string[];
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const statusOk = (application: ApplicationState, status: unknown) =>
  status === application.acked || application.maybe.has(status as ApplicationStatus);
const expected = (application: ApplicationState) =>
  [application.acked, ...application.maybe].join(' or ');

/**
 * Checks, through the API of the restarted server, that every acknowledged write is there: this
 * round's through each write's own endpoint, every earlier one again through the per-account lists
 * (one request per account), so a write that survived one kill but not the next is caught too.
 */
export async function verifyAll(
  api: ApiClient,
  ledger: Ledger,
  round: number,
  concurrency: number,
): Promise<VerifyResult> {
  const result: VerifyResult = { checked: 0, verified: 0, rechecked: 0, lost: [], failures: [] };

  async function get(path: string, token?: string, body?: unknown): Promise<Reply> {
    const reply = await api
      .request(body === undefined ? 'GET' : 'POST', path, { token, body })
      .catch((error: Error) => {
        result.failures.push(`${path}: ${error.message}`);
        return { status: 0, body: undefined };
      });
    if (reply.status >= 500) result.failures.push(`${path}: ${describeReply(reply)}`);
    return reply;
  }
  async function list<T>(path: string, account: Account): Promise<T[]> {
    const reply = await get(path, account.token);
    if (reply.status !== 200) result.failures.push(`${path}: ${describeReply(reply)}`);
    return reply.status === 200 ? (reply.body as T[]) : [];
  }

  // The lists: a recruiter's posted jobs, a candidate's applications (with status) and saved jobs.
  const postedBy = new Map<string, Set<string>>();
  const appliedBy = new Map<string, Map<string, string>>();
  const savedBy = new Map<string, Set<string>>();
  await eachLimit([...ledger.recruiters, ...ledger.candidates], concurrency, async (account) => {
    const name = encodeURIComponent(account.username);
    if (account.role === 'recruiter') {
      const jobs = await list<{ jobID: string }>(
        `/api/applications/jobStatus?recruiterUsername=${name}`,
        account,
      );
      postedBy.set(account.username, new Set(jobs.map((job) => job.jobID)));
      return;
    }
    const applied = await list<{ jobID: string; applicationStatus: string }>(
      `/api/applications/jobStatus?candidateUsername=${name}`,
      account,
    );
    appliedBy.set(
      account.username,
      new Map(applied.map((job) => [job.jobID, job.applicationStatus])),
    );
    const saved = await list<{ jobID: string }>('/api/saved-jobs', account);
    savedBy.set(account.username, new Set(saved.map((job) => job.jobID)));
  });

  // This round's status changes are also read from the recruiter's side: one applicant list per job.
  const applicants = new Map<string, Promise<Map<string, string>>>();
  const applicantsOf = (application: ApplicationState) => {
    const key = application.jobId;
    if (!applicants.has(key)) {
      const path = `/api/applications/jobStatus?recruiterUsername=${encodeURIComponent(application.recruiter.username)}&jobID=${key}`;
      const rows = list<{ username: string; applicationStatus: string }>(
        path,
        application.recruiter,
      );
      applicants.set(
        key,
        rows.then((items) => new Map(items.map((row) => [row.username, row.applicationStatus]))),
      );
    }
    return applicants.get(key)!;
  };

  /** Whether the write is there: `individually` asks its own endpoint, otherwise the lists decide. */
  async function isThere(write: AckedWrite, individually: boolean): Promise<string | undefined> {
    switch (write.kind) {
      case 'reserve-username': {
        if (
          !individually &&
          ledger.writes.some((w) => w.kind === 'register' && w.username === write.username)
        )
          return undefined;
        const reply = await get(`/api/${write.role}/username/check`, undefined, {
          username: write.username,
        });
        return reply.status === 409
          ? undefined
          : `username ${write.username} is free again (${describeReply(reply)})`;
      }
      case 'register': {
        const reply = await get(`/api/${write.role}/fetch/${write.username}`);
        return reply.status === 200
          ? undefined
          : `${write.role} ${write.username} is gone (${describeReply(reply)})`;
      }
      case 'reserve-job-id': {
        // A posted job needs its reservation (the half-made check looks at that in the database).
        if (!individually && ledger.postedJobIds.has(write.jobId)) return undefined;
        const reply = await get(`/api/job/screenID/${write.jobId}`);
        return reply.status === 409
          ? undefined
          : `job ID ${write.jobId} is free again (${describeReply(reply)})`;
      }
      case 'post-job': {
        if (!postedBy.get(write.recruiter.username)?.has(write.jobId))
          return `job ${write.jobId} missing from ${write.recruiter.username}'s jobs`;
        if (!individually) return undefined;
        const reply = await get(`/api/job/fetchIndividualJob/${write.jobId}`);
        const job = reply.body as { designation?: string; username?: string } | undefined;
        if (reply.status !== 200) return `job ${write.jobId}: ${describeReply(reply)}`;
        return job?.designation === write.designation && job.username === write.recruiter.username
          ? undefined
          : `job ${write.jobId} has other content`;
      }
      case 'apply': {
        const { candidate, jobId } = write.application;
        return appliedBy.get(candidate.username)?.has(jobId)
          ? undefined
          : `${candidate.username}'s application to ${jobId} is gone`;
      }
      case 'save-job':
        return savedBy.get(write.candidate.username)?.has(write.jobId)
          ? undefined
          : `${write.candidate.username}'s saved job ${write.jobId} is gone`;
      case 'set-status': {
        // Checked against the application's latest acknowledged status: a later change acknowledged
        // after this one replaced it, and commits of one row land in order.
        const application = write.application;
        const label = `status of ${application.candidate.username} on ${application.jobId}`;
        const seen = appliedBy.get(application.candidate.username)?.get(application.jobId);
        if (!statusOk(application, seen))
          return `${label} is ${seen ?? 'missing'}, expected ${expected(application)}`;
        if (!individually) return undefined;
        const fromRecruiter = (await applicantsOf(application)).get(application.candidate.username);
        return statusOk(application, fromRecruiter)
          ? undefined
          : `${label} is ${fromRecruiter ?? 'missing'} for the recruiter, expected ${expected(application)}`;
      }
    }
  }

  await eachLimit(ledger.writes, concurrency, async (write) => {
    const current = write.round === round;
    const problem = await isThere(write, current);
    if (current) result.checked += 1;
    else result.rechecked += 1;
    if (problem)
      result.lost.push({
        write,
        problem: `${problem} (acknowledged in ${write.round === 0 ? 'set-up' : `round ${write.round}`})`,
      });
    else if (current) result.verified += 1;
  });
  return result;
}
