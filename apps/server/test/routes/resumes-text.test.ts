import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumes } from '../../src/db/schema';
import {
  EXTRACTION_LIMITS,
  extractResumeText,
} from '../../src/services/resumes/extract-resume-text';
import { recordResumeText } from '../../src/services/resumes/record-resume-text';
import { createAccount, type CreatedAccount } from '../factories';
import { pdfWithText, resumeForm } from '../fixtures-resumes';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  // Far more uploads than a person makes in a minute, all from one address.
  ctx = await buildTestApp({ UPLOAD_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

async function upload(account: CreatedAccount, content: Buffer) {
  const form = await resumeForm({ content });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/resume',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(account.accessToken) },
  });
  expect(response.statusCode, response.body).toBe(201);
}
const resumeOf = async (account: CreatedAccount) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/api/candidate/resume',
      headers: bearer(account.accessToken),
    })
  ).json();
const rowOf = async (account: CreatedAccount) =>
  (await ctx.app.db.select().from(resumes).where(eq(resumes.candidateId, account.id)))[0]!;

describe('reading the text of a CV', () => {
  it('reads compressed page content, and records a PDF bomb as failed without harm', async () => {
    const plain = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await upload(plain, pdfWithText({ pages: [['Compressed', 'content']], compress: true }));
    // 200 MB of drawing operators in a page, compressed to well under the upload limit.
    const bomber = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const bomb = pdfWithText({ pages: [['Boom']], bombBytes: 200 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // Refused by its size before the PDF reader sees it, not by the time limit.
    await expect(extractResumeText('pdf', bomb)).rejects.toThrow(
      'the PDF unpacks to more than 150 MB',
    );
    await upload(bomber, bomb);
    await ctx.app.queue.settled(60_000, ['resumeText']);
    expect(await resumeOf(plain)).toMatchObject({
      textStatus: 'done',
      text: 'Compressed\ncontent',
    });
    expect(await resumeOf(bomber)).toMatchObject({ textStatus: 'failed', text: null });
    // The server is still up and serving.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('fails, rather than crash, when the reader runs out of memory or of time', async () => {
    const pdf = pdfWithText();
    await expect(
      extractResumeText('pdf', pdf, { ...EXTRACTION_LIMITS, maxHeapMb: 2 }),
    ).rejects.toThrow();
    // No thread starts and reads a PDF within a millisecond.
    await expect(
      extractResumeText('pdf', pdf, { ...EXTRACTION_LIMITS, timeoutMs: 1 }),
    ).rejects.toThrow('text extraction took over 1 ms');
    expect(await extractResumeText('pdf', pdf)).toBe('Jane Doe\nSkills: TypeScript');
  });

  it('leaves a newer CV alone: the job of a replaced file changes nothing', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    await upload(me, pdfWithText({ pages: [['Old']] }));
    const old = await rowOf(me);
    await upload(me, pdfWithText({ pages: [['New']] }));
    await ctx.app.queue.settled(30_000, ['resumeText']);
    const current = await rowOf(me);
    expect(current).toMatchObject({ textStatus: 'done', text: 'New' });
    const outcome = await recordResumeText({
      db: ctx.app.db,
      job: { candidateId: me.id, fileId: old.fileId },
      onFailure: () => {},
    });
    expect(outcome).toBe('replaced');
    expect(await rowOf(me)).toEqual(current);
  });
});
