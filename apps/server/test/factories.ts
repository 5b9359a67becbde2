import type { Role } from '@jobhunter/shared';
import { profileSchema, type ProfileInput } from '@jobhunter/shared';
import type { AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { accounts, usernames } from '../src/db/schema';
import { startSession } from '../src/services/accounts/login';
import { hashPassword } from '../src/lib/password';
import { validProfile } from '../../../packages/shared/test/fixtures';

let counter = 0;
const PASSWORD = 'correct-horse-battery';
let cachedHash: Promise<string> | undefined;

/** A valid profile with a unique username, email and phone number. */
export function profileInput(overrides: Partial<ProfileInput> = {}): ProfileInput {
  counter += 1;
  // Unique within the process (never cut short: cutting once made two accounts alike) and short,
  // for names whose username limit is low: two base-36 digits of the pid, then the count.
  const suffix = `${(process.pid % 1296).toString(36).padStart(2, '0')}${counter.toString(36).padStart(3, '0')}`;
  return validProfile({
    firstName: 'Testperson',
    lastName: 'Example',
    username: `u${suffix}`,
    email: `user${suffix}.${counter}@example.com`,
    number: `+1 555 ${String(counter).padStart(4, '0')}${process.pid % 100}`,
    password: PASSWORD,
    ...overrides,
  });
}

export interface CreatedAccount {
  id: string;
  username: string;
  password: string;
  role: Role;
  accessToken: string;
  profile: ProfileInput;
}

export interface AccountFactoryOptions {
  /** Whether the address is confirmed, as most tests assume (job alerts are emailed only then). */
  emailVerified?: boolean;
}

/**
 * Inserts an account straight into the database (no HTTP) and signs an access token for it, so
 * tests of other resources don't depend on the registration flow.
 */
export async function createAccount(
  db: Database,
  config: AppConfig,
  role: Role,
  overrides: Partial<ProfileInput> = {},
  { emailVerified = true }: AccountFactoryOptions = {},
): Promise<CreatedAccount> {
  const input = profileInput(overrides);
  const profile = profileSchema.parse(input);
  cachedHash ??= hashPassword(PASSWORD);
  const passwordHash =
    profile.password === PASSWORD ? await cachedHash : await hashPassword(profile.password);
  const {
    password: _password,
    tenth_standard_education,
    twelth_standard_education,
    ...rest
  } = profile;
  const [row] = await db.transaction(async (tx) => {
    await tx.insert(usernames).values({ username: profile.username, role, passwordHash });
    return tx
      .insert(accounts)
      .values({
        role,
        username: rest.username,
        passwordHash,
        firstName: rest.firstName,
        lastName: rest.lastName,
        title: rest.title,
        oneLinerIntro: rest.one_liner_intro,
        number: rest.number,
        email: rest.email,
        gender: rest.gender,
        introduction: rest.introduction,
        photo: rest.photo,
        tenthStandardEducation: tenth_standard_education,
        twelthStandardEducation: twelth_standard_education,
        collegeEducation: rest.college_education,
        internshipExperience: rest.internship_experience,
        certificateCourses: rest.certificate_courses,
        workExperience: rest.work_experience,
        coreSkills: rest.core_skills,
        currentJob: rest.current_job,
        emailVerifiedAt: emailVerified ? new Date() : null,
      })
      .returning({ id: accounts.id });
  });
  // A live session, as a login makes one, so the token passes the auth plugin's session check.
  const { accessToken } = await startSession(
    db,
    { id: row.id, username: profile.username, role },
    {
      secret: config.JWT_SECRET,
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    },
  );
  return {
    id: row.id,
    username: profile.username,
    password: profile.password,
    role,
    accessToken,
    profile: input,
  };
}

/** A recruiter's current job at `company`, for tests about companies and their pages. */
export const recruiterCurrentJob = (company: string) => ({
  company,
  current_role: 'Recruiter',
  job_description: 'Hiring',
  date_of_commencement: '01/2020',
  years_of_experience: '5',
  current_location: 'Berlin',
});
