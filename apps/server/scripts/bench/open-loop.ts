/**
 * Open-loop load for the benches: requests leave at a fixed rate on their schedule whatever
 * the answers take (each on a connection of its own when the earlier ones are still busy), and each
 * latency is counted from the moment its request was due, so a server that falls behind shows it in
 * the percentiles instead of slowing the senders down. (autocannon's `overallRate` lowers the
 * connections to the rate, and a connection waits for its answer before sending on: at a few
 * requests a second, answers slower than a second would hide the queue.)
 */

export interface Load {
  api: string;
  rate: number;
  durationSeconds: number;
  /** The next request's path, and the bearer token to send with it if any. */
  next(): { path: string; token?: string };
  timeoutMs?: number;
}

export interface LoadResult {
  sent: number;
  /** Answers (any status) a second, from the first request until the last answer. */
  achieved: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** No answer: a refused connection, a reset, or no answer within the timeout. */
  errors: number;
  /** Answers that were not 2xx, by status. */
  non2xx: Record<string, number>;
}

/** One request on its own, answered 2xx: how long it took, in ms (a failure throws). */
export async function timeOne(api: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${api}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export async function offerLoad({
  api,
  rate,
  durationSeconds,
  next,
  timeoutMs = 30_000,
}: Load): Promise<LoadResult> {
  const latencies: number[] = [];
  const non2xx: Record<string, number> = {};
  let errors = 0;
  const total = Math.round(rate * durationSeconds);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const { path, token } = next();
    inFlight.push(
      (async () => {
        try {
          const response = await fetch(`${api}${path}`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
            signal: AbortSignal.timeout(timeoutMs),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - due);
          if (response.status < 200 || response.status > 299)
            non2xx[response.status] = (non2xx[response.status] ?? 0) + 1;
        } catch {
          errors += 1;
        }
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => Math.round(value);
  return {
    sent: total,
    achieved: Number((latencies.length / elapsedSeconds).toFixed(1)),
    p50: ms(percentile(latencies, 50)),
    p90: ms(percentile(latencies, 90)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies.at(-1) ?? Number.NaN),
    errors,
    non2xx,
  };
}
