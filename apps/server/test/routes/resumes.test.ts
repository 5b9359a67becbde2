import { MAX_RESUME_BYTES, RESUME_CONTENT_TYPES } from '@jobhunter/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeFiles, resumes } from '../../src/db/schema';
import { resumeMessages } from '../../src/services/resumes/messages';
import { createAccount, type CreatedAccount } from '../factories';
import { docxWithText, pdfWithText, resumeForm } from '../fixtures-resumes';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let candidate: CreatedAccount;
let recruiter: CreatedAccount;
beforeAll(async () => {
  // Far more uploads than a person makes in a minute, all from one address.
  ctx = await buildTestApp({ UPLOAD_RATE_LIMIT: 1000 });
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
});
afterAll(() => ctx.close());

type File = Parameters<typeof resumeForm>[0];

async function upload(account: CreatedAccount | undefined, file: File, field?: string) {
  const form = await resumeForm(file, field);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/candidate/resume',
    payload: form.payload,
    headers: { ...form.headers, ...(account ? bearer(account.accessToken) : {}) },
  });
}
const call = (method: 'GET' | 'DELETE', url: string, account?: CreatedAccount) =>
  ctx.app.inject({ method, url, headers: account ? bearer(account.accessToken) : {} });
const fileCount = async () =>
  (await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(resumeFiles))[0]!.n;
const rowOf = async (account: CreatedAccount) =>
  (await ctx.app.db.select().from(resumes).where(eq(resumes.candidateId, account.id)))[0];
const settled = () => ctx.app.queue.settled(30_000, ['resumeText']);

describe('POST /api/candidate/resume', () => {
  it('stores a PDF (201), serves it back as an attachment and extracts its text', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const pdf = pdfWithText({ pages: [['Ada Lovelace', 'Analytical engines'], ['Page two']] });
    const response = await upload(me, { content: pdf, fileName: 'Ada CV.pdf', type: 'text/plain' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      fileName: 'Ada CV.pdf',
      contentType: RESUME_CONTENT_TYPES.pdf,
      size: pdf.length,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const file = await call('GET', '/api/candidate/resume/file', me);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Ada CV.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-security-policy']).toBe('sandbox');

    await settled();
    const resume = await call('GET', '/api/candidate/resume', me);
    expect(resume.statusCode).toBe(200);
    expect(resume.json()).toEqual({
      ...response.json(),
      textStatus: 'done',
      text: 'Ada Lovelace\nAnalytical engines\nPage two',
      suggestedSkills: [],
    });
  });

  it('stores a DOCX by its content, whatever its name, and extracts its text', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const docx = docxWithText(['Grace Hopper', 'Compilers & COBOL']);
    const response = await upload(me, { content: docx, fileName: '../../etc/passwd\u0007' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      fileName: 'passwd.docx',
      contentType: RESUME_CONTENT_TYPES.docx,
      size: docx.length,
    });
    await settled();
    expect((await call('GET', '/api/candidate/resume', me)).json()).toMatchObject({
      textStatus: 'done',
      text: 'Grace Hopper\n\nCompilers & COBOL',
    });
    const file = await call('GET', '/api/candidate/resume/file', me);
    expect(file.headers['content-type']).toBe(RESUME_CONTENT_TYPES.docx);
    expect(file.headers['content-disposition']).toBe('attachment; filename=passwd.docx');
  });

  it('names a file sent without a usable name cv.pdf, and keeps long names to 200 characters', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const pdf = pdfWithText();
    expect((await upload(me, { content: pdf, fileName: '...' })).json().fileName).toBe('cv.pdf');
    const long = await upload(me, { content: pdf, fileName: `${'é'.repeat(300)}.pdf` });
    expect(long.json().fileName).toBe(`${'é'.repeat(196)}.pdf`);
    const misnamed = await upload(me, { content: docxWithText(['x']), fileName: 'My CV.PDF' });
    expect(misnamed.json().fileName).toBe('My CV.docx');
    expect((await upload(me, { content: pdf, fileName: long.json().fileName })).statusCode).toBe(
      201,
    );
    const file = await call('GET', '/api/candidate/resume/file', me);
    // Non-ASCII names travel in the RFC 8187 form, with an ASCII fallback.
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="\?+\.pdf"; filename\*=UTF-8''(%C3%A9)+\.pdf$/,
    );
  });

  it('replaces the current CV: the old file is freed, the new text extracted', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await upload(me, { content: pdfWithText({ pages: [['First']] }) })).statusCode).toBe(
      201,
    );
    const first = await rowOf(me);
    const before = await fileCount();
    const second = pdfWithText({ pages: [['Second']] });
    expect((await upload(me, { content: second })).statusCode).toBe(201);
    const row = await rowOf(me);
    expect(row!.fileId).not.toBe(first!.fileId);
    expect(await fileCount()).toBe(before);
    const old = await ctx.app.db
      .select()
      .from(resumeFiles)
      .where(eq(resumeFiles.id, first!.fileId));
    expect(old).toEqual([]);
    await settled();
    expect((await call('GET', '/api/candidate/resume', me)).json()).toMatchObject({
      textStatus: 'done',
      text: 'Second',
      size: second.length,
    });
  });

  it('stores nothing and answers 415 for a text file named cv.pdf and for a PNG', async () => {
    const before = await fileCount();
    const text = await upload(candidate, {
      content: Buffer.from('Just some text, honestly a CV'),
      fileName: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: resumeMessages.unsupportedType });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(candidate, { content: png, fileName: 'cv.png' })).statusCode).toBe(415);
    // A ZIP that is not a Word document.
    const notWord = docxWithText(['x']).subarray(0, 40);
    expect((await upload(candidate, { content: notWord, fileName: 'cv.docx' })).statusCode).toBe(
      415,
    );
    expect(await fileCount()).toBe(before);
    expect(await rowOf(candidate)).toBeUndefined();
  });

  it('answers 400 without a file part, and for a file in another field', async () => {
    const none = await upload(candidate, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: resumeMessages.missingFile });
    const elsewhere = await upload(candidate, { content: pdfWithText() }, 'resume');
    expect(elsewhere.statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/resume',
      headers: bearer(candidate.accessToken),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(await rowOf(candidate)).toBeUndefined();
  });

  it('answers 413 for a file over 5 MB, declared or not, and stores nothing', async () => {
    const before = await fileCount();
    const big = pdfWithText({ padding: MAX_RESUME_BYTES });
    const response = await upload(candidate, { content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: resumeMessages.tooLarge });
    // Just over the limit: the declared length passes, the file-size limit cuts the part off.
    const justOver = pdfWithText({ padding: MAX_RESUME_BYTES - 500 });
    expect(justOver.length).toBeGreaterThan(MAX_RESUME_BYTES);
    const cut = await upload(candidate, { content: justOver });
    expect(cut.statusCode).toBe(413);
    expect(cut.json()).toEqual({ message: resumeMessages.tooLarge });
    expect(await fileCount()).toBe(before);
    expect(await rowOf(candidate)).toBeUndefined();
  });

  it('refuses an oversized declared body before reading it, after the token check', async () => {
    const headers = {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(MAX_RESUME_BYTES * 4),
    };
    // A body far shorter than declared: an answer at all shows it was not waited for.
    const send = (extra: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/candidate/resume',
        headers: { ...headers, ...extra },
        payload: '--x\r\n',
      });
    expect((await send(bearer(candidate.accessToken))).statusCode).toBe(413);
    expect((await send({})).statusCode).toBe(401);
    expect((await send(bearer(recruiter.accessToken))).statusCode).toBe(403);
  });

  it('answers 413 for a DOCX that unpacks to more than 50 MB, honest or lying about it', async () => {
    const { docxEntries, zip } = await import('../fixtures-resumes');
    const before = await fileCount();
    const bomb = Buffer.alloc(60 * 1024 * 1024);
    const honest = zip([...docxEntries(['x']), { name: 'word/media/fill.bin', data: bomb }]);
    const lying = zip([
      ...docxEntries(['x']),
      { name: 'word/media/fill.bin', data: bomb, claimedSize: 1000 },
    ]);
    expect(honest.length).toBeLessThan(MAX_RESUME_BYTES);
    for (const content of [honest, lying]) {
      const response = await upload(candidate, { content, fileName: 'cv.docx' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: resumeMessages.unpacksTooLarge });
    }
    expect(await fileCount()).toBe(before);
    expect(await rowOf(candidate)).toBeUndefined();
  });

  it('is for signed-in candidates only: 401 anonymous, 403 recruiter, on every route', async () => {
    const pdf = { content: pdfWithText() };
    expect((await upload(undefined, pdf)).statusCode).toBe(401);
    const forbidden = await upload(recruiter, pdf);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only a signed-in candidate can do this');
    for (const [method, url] of [
      ['GET', '/api/candidate/resume'],
      ['GET', '/api/candidate/resume/file'],
      ['DELETE', '/api/candidate/resume'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, recruiter)).statusCode).toBe(403);
    }
    expect(await rowOf(recruiter)).toBeUndefined();
  });
});

describe('text extraction and suggested skills', () => {
  it('records an unreadable PDF as failed, and an image-only PDF as done with no text', async () => {
    const broken = await createAccount(ctx.app.db, ctx.config, 'candidate');
    const corrupt = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage, no xref');
    expect((await upload(broken, { content: corrupt })).statusCode).toBe(201);
    const blank = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await upload(blank, { content: pdfWithText({ pages: [[]] }) })).statusCode).toBe(201);
    await settled();
    expect((await call('GET', '/api/candidate/resume', broken)).json()).toMatchObject({
      textStatus: 'failed',
      text: null,
      suggestedSkills: [],
    });
    // Still a CV: it can be downloaded and sent.
    expect((await call('GET', '/api/candidate/resume/file', broken)).statusCode).toBe(200);
    expect((await call('GET', '/api/candidate/resume', blank)).json()).toMatchObject({
      textStatus: 'done',
      text: '',
    });
  });

  it('suggests the skills jobs ask for that the CV names and the profile lacks, in CV order', async () => {
    const { postJob } = await import('../factories-jobs');
    await postJob(ctx.app, recruiter, {
      skills_required: ['Kubernetes', 'Machine Learning', 'C++', 'Node.js', 'TypeScript', 'Rust'],
    });
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate', {
      core_skills: ['typescript'],
    });
    const text = [
      'Senior engineer. Built machine learning pipelines on KUBERNETES.',
      'Languages: TypeScript, c++ and Node.js; some Go.',
      'More Kubernetes.',
    ];
    expect(
      (await upload(me, { content: docxWithText(text), fileName: 'me.docx' })).statusCode,
    ).toBe(201);
    await settled();
    const resume = await call('GET', '/api/candidate/resume', me);
    expect(resume.json().textStatus).toBe('done');
    // Labels as the site writes them; TypeScript is on the profile already, Rust is not in the CV.
    expect(resume.json().suggestedSkills).toEqual([
      'Machine Learning',
      'Kubernetes',
      'C++',
      'Node.js',
    ]);
  });
});

describe('deleting the account', () => {
  it('deletes the CV and its file with it', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await upload(me, { content: pdfWithText() })).statusCode).toBe(201);
    const { fileId } = (await rowOf(me))!;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/candidate/delete/${me.username}`,
      headers: bearer(me.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(me)).toBeUndefined();
    const file = await ctx.app.db.select().from(resumeFiles).where(eq(resumeFiles.id, fileId));
    expect(file).toEqual([]);
    await settled();
  });
});

describe('upload limit', () => {
  it('answers 429 past UPLOAD_RATE_LIMIT uploads a minute from one client', async () => {
    const limited = await buildTestApp({ UPLOAD_RATE_LIMIT: 2 });
    try {
      const me = await createAccount(limited.app.db, limited.config, 'candidate');
      const form = await resumeForm({ content: pdfWithText() });
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/candidate/resume',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(me.accessToken) },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('DELETE /api/candidate/resume', () => {
  it('deletes the CV and its file; afterwards every route answers 404', async () => {
    const me = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await upload(me, { content: pdfWithText() })).statusCode).toBe(201);
    const { fileId } = (await rowOf(me))!;
    const deleted = await call('DELETE', '/api/candidate/resume', me);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: resumeMessages.deleted });
    expect(await rowOf(me)).toBeUndefined();
    const file = await ctx.app.db.select().from(resumeFiles).where(eq(resumeFiles.id, fileId));
    expect(file).toEqual([]);
    for (const [method, url] of [
      ['GET', '/api/candidate/resume'],
      ['GET', '/api/candidate/resume/file'],
      ['DELETE', '/api/candidate/resume'],
    ] as const) {
      const response = await call(method, url, me);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: resumeMessages.noResume });
    }
    // The queued extraction finds the file gone and changes nothing.
    await settled();
    expect(await rowOf(me)).toBeUndefined();
  });
});
