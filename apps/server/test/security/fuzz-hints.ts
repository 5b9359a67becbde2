import { companyPageSlug, NOTIFICATION_TYPES, type Role } from '@jobhunter/shared';
import fc from 'fast-check';
import { unsubscribeToken } from '../../src/services/notifications/unsubscribe-token';
import { profileInput } from '../factories';
import { jobInput } from '../factories-jobs';
import { WORLD_SLOTS } from './fixture-world';
import type { Hints } from './json-schema-arbitrary';
import type { World } from './matrix-types';

/**
 * Names of accounts and jobs the fuzzer may create on its own: a reservation then a registration
 * with the same name and password, or a job-ID reservation then a job, can line up by chance.
 */
export const FUZZ_USERNAMES = [
  'fuzzer.0',
  'fuzzer.1',
  'fuzzer_2',
  'fuzzer_3',
  'Fuzzer-4',
  'Fuzzer-5',
] as const;
export const FUZZ_PASSWORD = 'fuzz-password-1';
export const FUZZ_JOB_IDS = ['FZZ001', 'FZZ002', 'FZZ003'] as const;

const variantsOf = (name: string) => [name, name.toUpperCase()];

/**
 * Real values for the fields that decide how deep a request gets: usernames, job IDs and passwords
 * of the world (and of the fuzzer's own accounts), refresh tokens that were really issued. Each is
 * mixed with values of the right shape that match nothing, so "not found" paths run too. With a
 * role, names favour the account signing the request (`self`, by default the role's account A), as
 * its own client would send.
 */
export function worldHints(
  world: World,
  role?: Role,
  self = role && world.accounts[role].a.username,
): Hints {
  const actors = [
    world.accounts.candidate.a,
    world.accounts.candidate.b,
    world.accounts.recruiter.a,
    world.accounts.recruiter.b,
  ];
  const anyone = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(...actors.flatMap((actor) => variantsOf(actor.username))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...FUZZ_USERNAMES) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{3,20}$/) },
  );
  const mostly = (name: string) =>
    role
      ? fc.oneof({ weight: 8, arbitrary: fc.constant(name) }, { weight: 2, arbitrary: anyone })
      : anyone;
  const usernames = role
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constant(self!) },
        { weight: 3, arbitrary: fc.constantFrom(...FUZZ_USERNAMES) },
        { weight: 1, arbitrary: anyone },
      )
    : anyone;
  const jobIds = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(world.appliedJob, world.openJob) },
    { weight: 3, arbitrary: fc.constantFrom(...FUZZ_JOB_IDS) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{3}[0-9]{3}$/) },
  );
  const passwords = fc.oneof(
    { weight: 3, arbitrary: fc.constant(world.accounts.candidate.a.password) },
    { weight: 3, arbitrary: fc.constant(FUZZ_PASSWORD) },
    { weight: 1, arbitrary: fc.string({ minLength: 8, maxLength: 20 }) },
  );
  // Taken now: the fuzzer may rotate them (later uses are then reuses, which revoke their family).
  const refreshTokens = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...actors.map((actor) => actor.refreshToken)) },
    { weight: 1, arbitrary: fc.base64String({ minLength: 43, maxLength: 44 }) },
  );
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    username: usernames,
    candidateUsername: mostly(world.accounts.candidate.a.username),
    recruiterUsername: mostly(world.accounts.recruiter.a.username),
    jobID: jobIds,
    password: passwords,
    refreshToken: refreshTokens,
    email: fc.emailAddress(),
    // Company pages: the world's recruiters' companies, and slugs that name none.
    slug: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          ...actors.map((actor) => companyPageSlug(actor.profile.current_job?.company ?? '')),
        ),
      },
      { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,30}$/) },
    ),
    // Unsubscribe links of the world's accounts (a reset confirmation's `token` gets them too, as
    // wrong there as any other), and text that is none.
    token: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          ...actors.flatMap((actor) =>
            NOTIFICATION_TYPES.map((type) =>
              unsubscribeToken({ accountId: actor.id, type }, world.config.JWT_SECRET),
            ),
          ),
        ),
      },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 120 }) },
    ),
    // Sitemap files: ones the index names, and names of the right shape that it does not.
    file: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'pages.xml',
          'companies-1.xml',
          'jobs-1.xml',
          'recruiters-1.xml',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.stringMatching(/^(jobs|companies|recruiters|candidates)-[0-9]{1,4}\.xml$/),
      },
    ),
    // Path ids: the world's interview, and ids of no interview (nor of anything else).
    id: fc.oneof(
      { weight: 3, arbitrary: fc.constant(world.interviewId) },
      { weight: 1, arbitrary: fc.uuid() },
    ),
    photo: fc.constantFrom(
      'https://example.com/photo.png',
      '/uploads/0000000000000000000000000000000000000000000000000000000000000000.webp',
    ),
  };
  return (name) => byName[name];
}

/**
 * Complete bodies that pass every rule, where the schema alone cannot say enough (zod refinements
 * such as phone formats of list entries): the factories' own, with the hinted names.
 */
export function exampleBodies(world: World, hints: Hints): Record<string, fc.Arbitrary<unknown>> {
  // A registration goes through only on a name reserved with the same password: mostly the fuzzer's own pairs.
  const credentials = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        username: fc.constantFrom<string>(...FUZZ_USERNAMES),
        password: fc.constant(FUZZ_PASSWORD),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        username: hints('username')! as fc.Arbitrary<string>,
        password: hints('password')! as fc.Arbitrary<string>,
      }),
    },
  );
  const profile = credentials.map((fields) => profileInput(fields));
  const job = fc
    .record({ jobID: hints('jobID')! })
    .map((fields) => jobInput(fields as { jobID: string }));
  const application = fc.record({ jobID: hints('jobID')! }).map(({ jobID }) => ({
    recruiterUsername: world.accounts.recruiter.a.username,
    candidateProfile: {},
    job: { jobID },
  }));
  // Jobs-page queries, valid and not, so a save reaches the search schema's checks and the insert.
  const savedSearch = fc.record({
    name: fc.string({ minLength: 1, maxLength: 30 }),
    query: fc.oneof(
      fc.constantFrom(
        'q=react&work_environment=Remote',
        'location=Berlin&skill=Go,Rust&minCTC=90000',
        'fresher=true&page=2&sort=newest',
        'work_environment=Moon',
        'minCTC=-1',
      ),
      fc.webQueryParameters(),
    ),
    frequency: fc.constantFrom('instant', 'daily'),
  });
  // Times that pass the slot rules (the world's interview's, so an accept can name one of them).
  const slots = fc.subarray(WORLD_SLOTS, { minLength: 1 });
  const proposal = fc.record(
    {
      jobID: hints('jobID')!,
      candidateUsername: hints('candidateUsername')!,
      slots,
      location: fc.string({ maxLength: 40 }),
      meetingUrl: fc.constantFrom('', 'https://meet.example.com/fuzz'),
      note: fc.string({ maxLength: 80 }),
    },
    { requiredKeys: ['jobID', 'candidateUsername', 'slots'] },
  );
  return {
    'POST /api/interviews/': proposal,
    'POST /api/interviews/{id}/accept': fc.record({
      start: fc.constantFrom(...WORLD_SLOTS.map((slot) => slot.start)),
    }),
    'POST /api/interviews/{id}/reschedule': fc.record({ slots }),
    'POST /api/saved-searches/': savedSearch,
    'POST /api/candidate/create': profile,
    'POST /api/recruiter/create': profile,
    'POST /api/job/create': job,
    'POST /api/applications/create': application,
  };
}
