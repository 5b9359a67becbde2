import { createHash } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { pdfWithText, resumeFormSync } from '../../test/fixtures-resumes';
import { describeReply, type ApiClient } from './http-client';
import type { Account } from './ledger';

/** A CV large enough that its upload takes a while (well under the 5 MB limit). */
const CUT_OFF_BYTES = 4_500_000;
/** How the cut-off upload trickles: this much at a time, with a pause between. */
const CHUNK_BYTES = 256 * 1024;
const PAUSE_MS = 100;
/** Held back until the kill, so the body is always cut off mid-way, however long the round. */
const HELD_BACK_BYTES = 1024;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A candidate whose CV the run checks after each kill: the acknowledged one, or none. */
export interface ResumeHolder {
  candidate: Account;
  /** SHA-256 of the CV the API acknowledged last; undefined while the candidate has none. */
  acked?: string;
}

/** Gives the first candidate a small acknowledged CV and leaves the second without one. */
export async function seedResumes(api: ApiClient, candidates: Account[]): Promise<ResumeHolder[]> {
  const [withCv, withoutCv] = candidates;
  if (!withCv || !withoutCv) throw new Error('the CV check needs two candidates');
  const bytes = pdfWithText({ pages: [[`${withCv.username} before the crashes`]] });
  const reply = await postRaw(api.port, withCv.token, resumeFormSync(bytes, 'before.pdf'));
  if (reply.status !== 201) throw new Error(`seeding a CV: ${reply.status} ${reply.text}`);
  return [{ candidate: withCv, acked: sha256(bytes) }, { candidate: withoutCv }];
}

function postRaw(
  port: number,
  token: string,
  form: { payload: Buffer; headers: Record<string, string> },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/candidate/resume',
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(form.payload);
  });
}

/** Uploads in progress when the server is killed, and how far each got. */
export interface CutOffUploads {
  /** Resolves once every upload's connection has ended (the kill ends them), with bytes sent and the total. */
  ended: Promise<{ sent: number; total: number; answered?: number }[]>;
}

/**
 * Each holder starts uploading a new, large CV, slowly, and never sends the last kilobyte: the kill
 * always lands in the middle of the body. What the server made of the part it read must vanish.
 */
export function startCutOffUploads(port: number, holders: ResumeHolder[], round: number) {
  const uploads = holders.map(({ candidate }) => {
    const bytes = pdfWithText({
      pages: [[`${candidate.username} round ${round}`]],
      padding: CUT_OFF_BYTES,
    });
    const form = resumeFormSync(bytes, `round-${round}.pdf`);
    const total = form.payload.length;
    return new Promise<{ sent: number; total: number; answered?: number }>((resolve) => {
      let sent = 0;
      let answered: number | undefined;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/candidate/resume',
        headers: {
          ...form.headers,
          authorization: `Bearer ${candidate.token}`,
          'content-length': String(total),
        },
      });
      // An answer before the body is complete would be a refusal: reported, never expected.
      request.on('response', (response) => {
        answered = response.statusCode;
        response.resume();
      });
      request.on('error', () => resolve({ sent, total, answered }));
      request.on('close', () => resolve({ sent, total, answered }));
      void (async () => {
        while (sent < total - HELD_BACK_BYTES && !request.destroyed) {
          const end = Math.min(sent + CHUNK_BYTES, total - HELD_BACK_BYTES);
          request.write(form.payload.subarray(sent, end));
          sent = end;
          await sleep(PAUSE_MS);
        }
      })();
    });
  });
  return { ended: Promise.all(uploads) } satisfies CutOffUploads;
}

/**
 * After the restart: each holder's CV is the acknowledged one, byte for byte, or absent when none
 * was; never the cut-off upload. Returns what was wrong.
 */
export async function verifyResumes(api: ApiClient, holders: ResumeHolder[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { candidate, acked } of holders) {
    const file = await api.download('/api/candidate/resume/file', candidate.token);
    if (acked === undefined) {
      if (file.status !== 404)
        problems.push(`${candidate.username} should have no CV: ${file.status}`);
    } else if (file.status !== 200) {
      problems.push(`${candidate.username}'s CV is gone: ${describeReply(file)}`);
    } else if (sha256(file.bytes) !== acked) {
      problems.push(`${candidate.username}'s CV is not the acknowledged one`);
    }
  }
  return problems;
}
