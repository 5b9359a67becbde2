import fc from 'fast-check';
import { profileInput } from '../factories';
import { jobInput } from '../factories-jobs';
import type { Hints } from './json-schema-arbitrary';
import type { World } from './matrix-types';

/**
 * Names of accounts and jobs the fuzzer may create on its own: a reservation then a registration
 * with the same name and password, or a job-ID reservation then a job, can line up by chance.
 */
export const FUZZ_USERNAMES = ['fuzzer.one', 'fuzzer_two'] as const;
export const FUZZ_PASSWORD = 'fuzz-password-1';
export const FUZZ_JOB_IDS = ['FZZ001', 'FZZ002'] as const;

const variantsOf = (name: string) => [name, name.toUpperCase()];

/**
 * Real values for the fields that decide how deep a request gets: usernames, job IDs and passwords
 * of the world (and of the fuzzer's own accounts), refresh tokens that were really issued. Each is
 * mixed with values of the right shape that match nothing, so "not found" paths run too.
 */
export function worldHints(world: World): Hints {
  const actors = [world.accounts.candidate.a, world.accounts.candidate.b, world.accounts.recruiter.a, world.accounts.recruiter.b];
  const usernames = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...actors.flatMap((actor) => variantsOf(actor.username))) },
    { weight: 2, arbitrary: fc.constantFrom(...FUZZ_USERNAMES) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._-]{3,20}$/) },
  );
  const jobIds = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(world.appliedJob, world.openJob) },
    { weight: 2, arbitrary: fc.constantFrom(...FUZZ_JOB_IDS) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Z]{3}[0-9]{3}$/) },
  );
  const passwords = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(world.accounts.candidate.a.password, FUZZ_PASSWORD) },
    { weight: 1, arbitrary: fc.string({ minLength: 8, maxLength: 20 }) },
  );
  // Taken now: the fuzzer may rotate them (later uses are then reuses, which revoke their family).
  const refreshTokens = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...actors.map((actor) => actor.refreshToken)) },
    { weight: 1, arbitrary: fc.base64String({ minLength: 43, maxLength: 44 }) },
  );
  const byName: Record<string, fc.Arbitrary<unknown>> = {
    username: usernames,
    candidateUsername: usernames,
    recruiterUsername: usernames,
    jobID: jobIds,
    password: passwords,
    refreshToken: refreshTokens,
    email: fc.emailAddress(),
    photo: fc.constantFrom('https://example.com/photo.png', '/uploads/0000000000000000000000000000000000000000000000000000000000000000.webp'),
  };
  return (name) => byName[name];
}

/**
 * Complete bodies that pass every rule, where the schema alone cannot say enough (zod refinements
 * such as phone formats of list entries): the factories' own, with the hinted names.
 */
export function exampleBodies(world: World, hints: Hints): Record<string, fc.Arbitrary<unknown>> {
  const profile = fc
    .record({ username: hints('username')!, password: hints('password')! })
    .map((fields) => profileInput(fields as Partial<ReturnType<typeof profileInput>>));
  const job = fc.record({ jobID: hints('jobID')! }).map((fields) => jobInput(fields as { jobID: string }));
  const application = fc
    .record({ jobID: hints('jobID')! })
    .map(({ jobID }) => ({ recruiterUsername: world.accounts.recruiter.a.username, candidateProfile: {}, job: { jobID } }));
  return {
    'POST /api/candidate/create': profile,
    'POST /api/recruiter/create': profile,
    'POST /api/job/create': job,
    'POST /api/applications/create': application,
  };
}
