import type { JobInput } from '@jobhunter/shared';
import { ROLES } from '../../../src/seed/job-catalogue';
import type { Random } from '../../../src/seed/random';
import { randomJob } from '../../../src/seed/random-job';

export interface Poster {
  username: string;
  company: string;
  accessToken: string;
}

let jobNumber = 0;
/** Job IDs of the bench (QAA000 on), clear of the seed's, which walk the whole space from a random start but are few. */
function nextJobId(): string {
  const n = (jobNumber += 1);
  const letters = Math.floor(n / 1000);
  return `Q${String.fromCharCode(65 + (Math.floor(letters / 26) % 26))}${String.fromCharCode(65 + (letters % 26))}${String(n % 1000).padStart(3, '0')}`;
}

/** Reserves an ID and posts a varied job as the web form does; the time of `POST /job/create` alone, in ms. */
async function postOne(
  api: string,
  random: Random,
  poster: Poster,
): Promise<{ jobID: string; ms: number }> {
  const headers = {
    authorization: `Bearer ${poster.accessToken}`,
    'content-type': 'application/json',
  };
  let jobID = nextJobId();
  for (;;) {
    const reserved = await fetch(`${api}/api/job/createID`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: poster.username, jobID }),
    });
    if (reserved.status === 201) break;
    if (reserved.status !== 409)
      throw new Error(`createID: ${reserved.status} ${await reserved.text()}`);
    jobID = nextJobId();
  }
  const input: JobInput = { jobID, ...randomJob(random, random.pick(ROLES), poster.company) };
  const started = performance.now();
  const created = await fetch(`${api}/api/job/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify(input),
  });
  const ms = performance.now() - started;
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  return { jobID, ms };
}

export interface PostingOptions {
  api: string;
  random: Random;
  posters: Poster[];
  /** Jobs per second, each started on its tick whether or not the last one answered. */
  rate: number;
  seconds: number;
}

/** Posts jobs at a steady rate for a while; the create latencies and the posted IDs. */
export async function postAtRate({ api, random, posters, rate, seconds }: PostingOptions) {
  const posts: Promise<{ jobID: string; ms: number }>[] = [];
  const started = performance.now();
  for (let n = 0; n < rate * seconds; n += 1) {
    const due = started + (n * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    posts.push(postOne(api, random, random.pick(posters)));
  }
  return Promise.all(posts);
}

/** Posts `count` jobs as fast as `concurrency` clients can: a burst for the worker to catch up on. */
export async function postBurst({
  api,
  random,
  posters,
  count,
  concurrency,
}: Omit<PostingOptions, 'rate' | 'seconds'> & { count: number; concurrency: number }) {
  const posted: string[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started += 1;
        posted.push((await postOne(api, random, random.pick(posters))).jobID);
      }
    }),
  );
  return posted;
}
