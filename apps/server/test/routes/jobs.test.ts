import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, jobIdReservations, jobs, savedJobs, usernames } from '../../src/db/schema';
import { createAccount, type CreatedAccount } from '../factories';
import { apply, jobInput, postJob, uniqueJobId } from '../factories-jobs';
import { bearer, buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
let recruiter: CreatedAccount;
let otherRecruiter: CreatedAccount;
let candidate: CreatedAccount;
beforeAll(async () => {
  ctx = await buildTestApp();
  recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter', {
    firstName: 'Grace',
    lastName: 'Hopperson',
    email: 'grace@navy.example.com',
    current_job: {
      company: 'Navy Labs',
      current_role: 'Hiring Lead',
      job_description: 'Hiring',
      date_of_commencement: '2019',
      years_of_experience: '10',
      current_location: 'Arlington',
    },
  });
  otherRecruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
  candidate = await createAccount(ctx.app.db, ctx.config, 'candidate');
});
afterAll(() => ctx.close());

const reserve = (account: CreatedAccount, jobID: string, username = account.username) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/job/createID',
    headers: bearer(account.accessToken),
    payload: { username, jobID },
  });

describe('job ID reservation', () => {
  it('screens, reserves and releases an ID', async () => {
    const jobID = uniqueJobId();
    const free = await ctx.app.inject({ method: 'GET', url: `/api/job/screenID/${jobID}` });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ message: 'JobID is available' });

    const reserved = await reserve(recruiter, jobID);
    expect(reserved.statusCode).toBe(201);
    expect(reserved.json()).toEqual({ message: 'JobID reserved' });
    const [row] = await ctx.app.db
      .select()
      .from(jobIdReservations)
      .where(eq(jobIdReservations.jobId, jobID));
    expect(row.recruiterId).toBe(recruiter.id);

    const taken = await ctx.app.inject({ method: 'GET', url: `/api/job/screenID/${jobID}` });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'JobID is already taken' });
    expect((await reserve(otherRecruiter, jobID)).statusCode).toBe(409);
    expect((await reserve(recruiter, jobID)).statusCode).toBe(409);

    const notHolder = await ctx.app.inject({
      method: 'POST',
      url: `/api/job/deleteID/${jobID}`,
      headers: bearer(otherRecruiter.accessToken),
    });
    expect(notHolder.statusCode).toBe(403);
    const released = await ctx.app.inject({
      method: 'POST',
      url: `/api/job/deleteID/${jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ message: 'JobID reservation deleted' });
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job/deleteID/${jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'No such jobID' });
  });

  it('releases with DELETE as well', async () => {
    const jobID = uniqueJobId();
    await reserve(recruiter, jobID);
    const released = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job/deleteID/${jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(released.statusCode).toBe(200);
  });

  it.each(['abc123', 'AB1234', 'ABCD12', 'ÄBC123', 'ABC12'])(
    'rejects the malformed ID %s with 400',
    async (jobID) => {
      const screened = await ctx.app.inject({
        method: 'GET',
        url: `/api/job/screenID/${encodeURIComponent(jobID)}`,
      });
      expect(screened.statusCode).toBe(400);
      expect(screened.json().message).toBe(
        'jobID must be 3 capital letters A-Z followed by 3 digits, e.g. ABC123',
      );
      expect((await reserve(recruiter, jobID)).statusCode).toBe(400);
    },
  );

  it('requires a signed-in recruiter acting for themselves', async () => {
    const jobID = uniqueJobId();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/createID',
      payload: { username: recruiter.username, jobID },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await reserve(candidate, jobID)).statusCode).toBe(403);
    const forOther = await reserve(otherRecruiter, jobID, recruiter.username);
    expect(forOther.statusCode).toBe(403);
    const release = await ctx.app.inject({ method: 'POST', url: `/api/job/deleteID/${jobID}` });
    expect(release.statusCode).toBe(401);
    const asCandidate = await ctx.app.inject({
      method: 'POST',
      url: `/api/job/deleteID/${jobID}`,
      headers: bearer(candidate.accessToken),
    });
    expect(asCandidate.statusCode).toBe(403);
    expect(await ctx.app.db.$count(jobIdReservations, eq(jobIdReservations.jobId, jobID))).toBe(0);
  });
});

describe('POST /api/job/create', () => {
  it('creates a job with the poster taken from the recruiter profile', async () => {
    const input = jobInput({ designation: 'Compiler Engineer' });
    await reserve(recruiter, input.jobID);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: {
        ...input,
        username: otherRecruiter.username,
        name: 'Mallory',
        email: 'x@y.z',
        company_name: 'Forged',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: 'Job created successfully', jobID: input.jobID });

    // Signed in: the poster's email is shown to signed-in viewers only.
    const fetched = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/fetchIndividualJob/${input.jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(fetched.statusCode).toBe(200);
    const job = fetched.json();
    expect(job).toMatchObject({
      jobID: input.jobID,
      designation: 'Compiler Engineer',
      username: recruiter.username,
      name: 'Grace',
      email: 'grace@navy.example.com',
      company_name: 'Navy Labs',
      job_location: ['Berlin', 'Remote EU'],
      work_environment: 'Remote',
      type_of_employment: 'Full-time',
      isFresherEligible: false,
      isVisaSponsored: true,
      experience_required_in_months: '24',
      CTC: { minCTC: '80000', maxCTC: '120000' },
      skills_required: ['TypeScript', 'PostgreSQL'],
      required_languages: ['English'],
      degree_required: ['B.Sc Computer Science'],
      bond: '',
    });
    expect(new Date(job.createdAt).toISOString()).toBe(job.createdAt);
    const [row] = await ctx.app.db.select().from(jobs).where(eq(jobs.jobId, input.jobID));
    expect(row).toMatchObject({
      recruiterId: recruiter.id,
      experienceMonths: 24,
      minCtcUsd: 80000,
      maxCtcUsd: 120000,
      topCtcUsd: 120000,
    });
    expect(row.skillKeys).toEqual(['typescript', 'postgresql']);
  });

  it('applies the defaults of docs/product.md §9 and reads numbers written as text', async () => {
    const jobID = uniqueJobId();
    await reserve(recruiter, jobID);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: { jobID, designation: 'Intern', CTC: { minCTC: '$1,000', maxCTC: '' } },
    });
    expect(created.statusCode).toBe(201);
    const job = (
      await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` })
    ).json();
    expect(job).toMatchObject({
      work_environment: 'Hybrid',
      type_of_employment: 'Full-time',
      isFresherEligible: false,
      isVisaSponsored: false,
      experience_required_in_months: '',
      CTC: { minCTC: '1000', maxCTC: '' },
      job_location: [],
      skills_required: [],
      perks_and_benefits: '',
    });
  });

  it('refuses an ID not reserved by this recruiter, or already used, with the exact message', async () => {
    const unreserved = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: jobInput(),
    });
    expect(unreserved.statusCode).toBe(409);
    expect(unreserved.json()).toEqual({ message: 'JobID  is already taken' });

    const input = jobInput();
    await reserve(otherRecruiter, input.jobID);
    const othersId = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: input,
    });
    expect(othersId.statusCode).toBe(409);

    const usedId = await postJob(ctx.app, recruiter);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: jobInput({ jobID: usedId }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'JobID  is already taken' });
  });

  it.each([
    [{ designation: '' }, 'Designation is required'],
    [{ work_environment: 'Office' }, 'Work environment must be one of Remote, Hybrid, On-site'],
    [
      { type_of_employment: 'Gig' },
      'Type of employment must be one of Full-time, Part-time, Contract-based, Project-based, Internship',
    ],
    [{ experience_required_in_months: 'three' }, 'Experience must be a number'],
    [{ CTC: { minCTC: '200', maxCTC: '100' } }, 'Minimum CTC cannot be more than maximum CTC'],
    [{ jobID: 'abc123' }, 'jobID must be 3 capital letters A-Z followed by 3 digits, e.g. ABC123'],
  ])('rejects %o with 400 and stores nothing', async (override, message) => {
    const input = { ...jobInput(), ...override };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(recruiter.accessToken),
      payload: input,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors.length).toBeGreaterThan(0);
    expect(await ctx.app.db.$count(jobs, eq(jobs.jobId, String(input.jobID)))).toBe(0);
  });

  it('is for signed-in recruiters only', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      payload: jobInput(),
    });
    expect(anonymous.statusCode).toBe(401);
    const asCandidate = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer(candidate.accessToken),
      payload: jobInput(),
    });
    expect(asCandidate.statusCode).toBe(403);
    const badToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/job/create',
      headers: bearer('nonsense'),
      payload: jobInput(),
    });
    expect(badToken.statusCode).toBe(401);
  });
});

describe('DELETE /api/job/delete/:jobID', () => {
  it('lets only the owner delete, removing applications, saves and the reservation in one go', async () => {
    const jobID = await postJob(ctx.app, recruiter);
    expect((await apply(ctx.app, candidate, jobID)).statusCode).toBe(200);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/saved-jobs/${jobID}`,
      headers: bearer(candidate.accessToken),
    });

    const url = `/api/job/delete/${jobID}`;
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url, headers: bearer(candidate.accessToken) }))
        .statusCode,
    ).toBe(403);
    const notOwner = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(otherRecruiter.accessToken),
    });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toEqual({
      message: 'Only the recruiter who posted this job can do this',
    });
    expect(await ctx.app.db.$count(jobs, eq(jobs.jobId, jobID))).toBe(1);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(recruiter.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Job deleted successfully' });
    expect(await ctx.app.db.$count(jobs, eq(jobs.jobId, jobID))).toBe(0);
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(0);
    expect(await ctx.app.db.$count(savedJobs, eq(savedJobs.jobId, jobID))).toBe(0);
    expect(await ctx.app.db.$count(jobIdReservations, eq(jobIdReservations.jobId, jobID))).toBe(0);
    // The freed ID can be reserved again.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/job/screenID/${jobID}` })).statusCode,
    ).toBe(200);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(recruiter.accessToken),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'No such job exists' });
  });

  it("stops serving a recruiter's jobs and counts at once when the recruiter deletes the account", async () => {
    const leaving = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, leaving, { designation: 'Airship Mechanic' });
    const page = () =>
      ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` });
    const search = () => ctx.app.inject({ method: 'GET', url: '/api/job/search?q=airship' });
    const stats = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/job/stats' })).json();
    expect((await page()).statusCode).toBe(200);
    expect((await search()).json().total).toBe(1);
    const before = await stats();

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/delete/${leaving.username}`,
      headers: bearer(leaving.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
    expect((await search()).json().total).toBe(0);
    expect(await stats()).toMatchObject({
      totalJobs: before.totalJobs - 1,
      totalRecruiters: before.totalRecruiters - 1,
    });
  });

  it('stops serving a deleted job at once, from the page and from search', async () => {
    const jobID = await postJob(ctx.app, recruiter, { designation: 'Zeppelin Navigator' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` }))
        .statusCode,
    ).toBe(200);
    const search = () => ctx.app.inject({ method: 'GET', url: '/api/job/search?q=zeppelin' });
    expect((await search()).json().total).toBe(1);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/job/delete/${jobID}`,
      headers: bearer(recruiter.accessToken),
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` }))
        .statusCode,
    ).toBe(404);
    expect((await search()).json().total).toBe(0);
    await postJob(ctx.app, recruiter, { designation: 'Zeppelin Pilot' });
    expect((await search()).json().total).toBe(1);
  });

  it("deleting a recruiter account removes the recruiter's jobs, their applications and reservations", async () => {
    const leaving = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, leaving);
    const spare = uniqueJobId();
    await reserve(leaving, spare);
    await apply(ctx.app, candidate, jobID);
    await ctx.app.db.delete(usernames).where(eq(usernames.username, leaving.username));
    expect(await ctx.app.db.$count(jobs, eq(jobs.jobId, jobID))).toBe(0);
    expect(await ctx.app.db.$count(applications, eq(applications.jobId, jobID))).toBe(0);
    expect(
      await ctx.app.db.$count(jobIdReservations, eq(jobIdReservations.recruiterId, leaving.id)),
    ).toBe(0);
  });
});
