import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations, companyMembers, jobs } from '../../src/db/schema';
import { hashOpaqueToken } from '../../src/lib/opaque-token';
import { createAccount, recruiterCurrentJob, type CreatedAccount } from '../factories';
import { addMember, createCompany, type CreatedCompany } from '../factories-companies';
import { postJob } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';
import { mailsOf, type ReadMail } from '../mail-box';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://jobs.example' });
});
afterAll(() => ctx.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  account?: CreatedAccount,
  payload?: object,
) => ctx.app.inject({ method, url, headers: account ? bearer(account.accessToken) : {}, payload });
let emails = 0;
const uniqueEmail = () => `invitee.${process.pid}.${(emails += 1)}@mail.example`;
const recruiter = (email = uniqueEmail()) =>
  createAccount(ctx.app.db, ctx.config, 'recruiter', {
    email,
    current_job: recruiterCurrentJob('Typed Co'),
  });

/** A company with its owner (named Olga Owner, so the email can name the inviter). */
async function company(): Promise<{ owner: CreatedAccount; company: CreatedCompany }> {
  const owner = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
    firstName: 'Olga',
    lastName: 'Owner',
    current_job: recruiterCurrentJob('Typed Co'),
  });
  return { owner, company: await createCompany(ctx.app.db, { owner }) };
}
const invite = (owner: CreatedAccount, slug: string, email: string, role = 'recruiter') =>
  call('POST', `/api/companies/${slug}/invitations`, owner, { email, role });
const join = (account: CreatedAccount, token: string) =>
  call('POST', '/api/companies/join', account, { token });
const invitationsOf = (companyId: string) =>
  ctx.app.db.select().from(companyInvitations).where(eq(companyInvitations.companyId, companyId));
const membershipOf = async (account: CreatedAccount) =>
  (
    await ctx.app.db.select().from(companyMembers).where(eq(companyMembers.accountId, account.id))
  )[0];

/** The join link in an invitation email's text: its origin and token. */
function joinLinkIn(mail: ReadMail) {
  const match = mail.text.match(/(\S+)\/join\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no join link in ${mail.file}: ${mail.text}`);
  return { origin: match[1], token: match[2]! };
}
async function tokenSentTo(email: string) {
  const mails = await mailsOf(ctx, email);
  return joinLinkIn(mails.at(-1)!).token;
}

describe('POST /api/companies/{slug}/invitations', () => {
  it('stores the invitation (only the hash) and emails a working join link naming company, inviter and role', async () => {
    const { owner, company: acme } = await company();
    const email = uniqueEmail();
    const response = await invite(owner, acme.slug, email, 'viewer');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), email, role: 'viewer' });

    const mails = await mailsOf(ctx, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Join ${acme.name} on JobHunter`);
    expect(mail.text).toContain(
      `Olga Owner invites you to join ${acme.name} on JobHunter as a viewer.`,
    );
    const link = joinLinkIn(mail);
    expect(link.origin).toBe('https://jobs.example');
    expect(mail.html).toContain(`https://jobs.example/join?token=${link.token}`);

    const [stored] = await invitationsOf(acme.id);
    expect(stored).toMatchObject({ id: body.id, email, role: 'viewer', invitedBy: owner.id });
    expect(stored!.tokenHash).toBe(hashOpaqueToken(link.token));
    expect(stored!.tokenHash).not.toContain(link.token);
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const mine = await call('GET', '/api/companies/mine', owner);
    expect(mine.json().invitations).toEqual([
      { id: body.id, email, role: 'viewer', createdAt: stored!.createdAt.toISOString() },
    ]);

    // The invitee signs up with that address and joins with the link's token.
    const invitee = await recruiter(email.toUpperCase());
    const joined = await join(invitee, link.token);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({
      company: { slug: acme.slug, name: acme.name },
      role: 'viewer',
    });
    expect(await membershipOf(invitee)).toMatchObject({ companyId: acme.id, role: 'viewer' });
    expect(await invitationsOf(acme.id)).toEqual([]);
  });

  it('replaces an earlier invitation to the same address (new token; the old link stops working)', async () => {
    const { owner, company: acme } = await company();
    const email = uniqueEmail();
    expect((await invite(owner, acme.slug, email)).statusCode).toBe(201);
    const first = await tokenSentTo(email);
    const again = await invite(owner, acme.slug, email.toUpperCase(), 'owner');
    expect(again.statusCode, again.body).toBe(201);
    const second = await tokenSentTo(email);
    expect(second).not.toBe(first);
    const stored = await invitationsOf(acme.id);
    expect(stored.map((row) => row.role)).toEqual(['owner']);

    const invitee = await recruiter(email);
    const stale = await join(invitee, first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: 'This invitation is invalid or has expired' });
    expect((await join(invitee, second)).json().role).toBe('owner');
  });

  it('refuses an address that is already a member (409), a bad email or role (400), non-owners (403), no company (404)', async () => {
    const { owner, company: acme } = await company();
    const member = await recruiter();
    const viewer = await recruiter();
    await addMember(ctx.app.db, { company: acme, account: member, role: 'recruiter' });
    await addMember(ctx.app.db, { company: acme, account: viewer, role: 'viewer' });

    const already = await invite(owner, acme.slug, member.profile.email.toUpperCase());
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({ message: 'That person is already a member of this company' });
    expect((await invite(owner, acme.slug, 'not-an-email')).statusCode).toBe(400);
    expect((await invite(owner, acme.slug, uniqueEmail(), 'admin')).statusCode).toBe(400);
    for (const account of [member, viewer, (await company()).owner]) {
      const refused = await invite(account, acme.slug, uniqueEmail());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only an owner of the company may do this' });
    }
    expect((await invite(owner, 'no-such-company-at-all', uniqueEmail())).statusCode).toBe(404);
    expect(await invitationsOf(acme.id)).toEqual([]);
    expect(await mailsOf(ctx, member.profile.email)).toEqual([]);
  });
});

describe('DELETE /api/companies/{slug}/invitations/{id}', () => {
  it('revokes: the link answers 400; non-owners get 403 and an unknown id 404', async () => {
    const { owner, company: acme } = await company();
    const email = uniqueEmail();
    const { id } = (await invite(owner, acme.slug, email)).json();
    const token = await tokenSentTo(email);
    const url = `/api/companies/${acme.slug}/invitations/${id}`;

    const viewer = await recruiter();
    await addMember(ctx.app.db, { company: acme, account: viewer, role: 'viewer' });
    expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', url, (await company()).owner)).statusCode).toBe(403);
    expect(await invitationsOf(acme.id)).toHaveLength(1);

    const revoked = await call('DELETE', url, owner);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await invitationsOf(acme.id)).toEqual([]);
    const again = await call('DELETE', url, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No such invitation' });

    const invitee = await recruiter(email);
    const response = await join(invitee, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This invitation is invalid or has expired' });
    expect(await membershipOf(invitee)).toBeUndefined();
  });
});

describe('POST /api/companies/join', () => {
  it("moves the joiner's jobs without a company to the company, under its name", async () => {
    const { owner, company: acme } = await company();
    const email = uniqueEmail();
    const invitee = await recruiter(email);
    const jobID = await postJob(ctx.app, invitee, { designation: 'Brought Along' });
    await invite(owner, acme.slug, email);
    const response = await join(invitee, await tokenSentTo(email));
    expect(response.statusCode, response.body).toBe(200);
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, jobID));
    expect(job).toMatchObject({
      companyId: acme.id,
      companyName: acme.name,
      recruiterId: invitee.id,
    });
    const page = await call('GET', `/api/companies/${acme.slug}`);
    expect(page.json().jobs.map((item: { jobID: string }) => item.jobID)).toContain(jobID);
  });

  it('refuses an expired invitation (400) and changes nothing', async () => {
    const { owner, company: acme } = await company();
    const email = uniqueEmail();
    await invite(owner, acme.slug, email);
    const token = await tokenSentTo(email);
    await ctx.app.db
      .update(companyInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(companyInvitations.companyId, acme.id));
    const invitee = await recruiter(email);
    const response = await join(invitee, token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This invitation is invalid or has expired' });
    expect(await membershipOf(invitee)).toBeUndefined();
    expect((await join(invitee, 'made-up-token')).statusCode).toBe(400);
    expect((await call('POST', '/api/companies/join', invitee, {})).statusCode).toBe(400);
  });

  it('refuses another email (403) and a member of another company (409); the same company is 200', async () => {
    const { owner, company: acme } = await company();
    const email = uniqueEmail();
    await invite(owner, acme.slug, email);
    const token = await tokenSentTo(email);

    const stranger = await recruiter();
    const wrong = await join(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'This invitation was sent to another email address' });
    expect(await membershipOf(stranger)).toBeUndefined();

    const elsewhere = await recruiter(email);
    const other = await company();
    await addMember(ctx.app.db, { company: other.company, account: elsewhere, role: 'viewer' });
    const busy = await join(elsewhere, token);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: 'You are already in another company' });
    expect(await membershipOf(elsewhere)).toMatchObject({ companyId: other.company.id });
    expect(await invitationsOf(acme.id)).toHaveLength(1);

    const member = await recruiter();
    await addMember(ctx.app.db, { company: acme, account: member, role: 'viewer' });
    await ctx.app.db
      .update(companyInvitations)
      .set({ email: member.profile.email })
      .where(eq(companyInvitations.companyId, acme.id));
    const same = await join(member, token);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ company: { slug: acme.slug, name: acme.name }, role: 'viewer' });
  });

  it('is for signed-in recruiters (401, 403)', async () => {
    const candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
    expect((await call('POST', '/api/companies/join', undefined, { token: 'x' })).statusCode).toBe(
      401,
    );
    expect((await join(candidate, 'x')).statusCode).toBe(403);
  });
});
