import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AccountRole,
  AnswerValue,
  AuditAction,
  ReportAction,
  ReportKind,
  ReportReason,
  ReportStatus,
  ResumeTextStatus,
  ScreeningQuestion,
  ScreeningResult,
  AlertFrequency,
  CompanyRole,
  ApplicationStatus,
  EmploymentType,
  InterviewStatus,
  Gender,
  JobStatus,
  NotificationType,
  Role,
  SuggestionKind,
  WorkEnvironment,
} from '@jobhunter/shared';
import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS } from '@jobhunter/shared';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** `('a', 'b')`: a list of constants for `in` (the enums' values hold no quotes). */
const oneOf = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

type School = {
  school_name: string;
  percentage_obtained: string;
  year_of_passing: string;
  school_board: string;
};
type Entry = Record<string, string>;

/**
 * One row per username, whichever role holds it: this primary key is what makes usernames unique
 * across both roles. `POST /username/create` inserts it (with the password that may claim it);
 * `POST /create` attaches an account to it. Deleting the account deletes the row.
 */
export const usernames = pgTable(
  'usernames',
  {
    username: text('username').primaryKey(),
    role: text('role').$type<AccountRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('usernames_lower_key').on(sql`lower(${t.username})`),
    check('usernames_role_check', sql`${t.role} in ('candidate', 'recruiter', 'admin')`),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role').$type<AccountRole>().notNull(),
    username: text('username')
      .notNull()
      .unique()
      .references(() => usernames.username, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull(),
    oneLinerIntro: text('one_liner_intro').notNull(),
    number: text('number').notNull(),
    email: text('email').notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    introduction: text('introduction').notNull(),
    photo: text('photo').notNull(),
    tenthStandardEducation: jsonb('tenth_standard_education').$type<School>().notNull(),
    twelthStandardEducation: jsonb('twelth_standard_education').$type<School>().notNull(),
    collegeEducation: jsonb('college_education').$type<Entry[]>().notNull(),
    internshipExperience: jsonb('internship_experience').$type<Entry[]>().notNull(),
    certificateCourses: jsonb('certificate_courses').$type<Entry[]>().notNull(),
    workExperience: jsonb('work_experience').$type<Entry[]>().notNull(),
    coreSkills: jsonb('core_skills').$type<string[]>().notNull(),
    currentJob: jsonb('current_job').$type<Entry>().notNull(),
    /** Candidates: false keeps them out of the public top-candidates list (they still appear as applicants). */
    discoverable: boolean('discoverable').notNull().default(true),
    createdAt: createdAt(),
    // Suspended by an admin: sessions refused, login refused, profile and jobs hidden until unsuspended.
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    // When the current email address was confirmed through its emailed link (null: not yet). Job
    // alerts and digests go only to confirmed addresses; nothing else waits on it.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Candidates: when the weekly "Jobs for you" email last went out (null: never).
    recommendationsEmailedAt: timestamp('recommendations_emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accounts_role_email_key').on(t.role, sql`lower(${t.email})`),
    uniqueIndex('accounts_role_number_key').on(t.role, t.number),
    index('accounts_role_created_idx').on(t.role, t.createdAt.desc()),
    check('accounts_role_check', sql`${t.role} in ('candidate', 'recruiter', 'admin')`),
  ],
);

/**
 * One login. Its access tokens name it (`sid`) and the auth plugin checks on every bearer request
 * that it is still live, so ending it (logout, logout-all, a password change or reset) refuses
 * those tokens at once; deleting the account deletes its sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Set at login and at each refresh: when the login was last active, give or take an access token's life. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Rotating refresh tokens of a session, stored as SHA-256 hashes; the session says whether they still count. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * Single-use password-reset links, stored as SHA-256 hashes of the emailed token. The rows also
 * count how many reset emails an account got lately (the per-address cap).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId, t.createdAt)],
);

/** A job ID (AAA999) reserved by a recruiter before the job is created with it. */
/**
 * Companies recruiters create and join. The name is unique whatever its case; the slug is the
 * company page's address (companyPageSlug of the name, made unique at creation).
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    website: text('website').notNull().default(''),
    about: text('about').notNull().default(''),
    logo: text('logo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_name_key').on(sql`lower(${t.name})`)],
);

/** Who belongs to which company, with which role. A recruiter belongs to at most one company. */
export const companyMembers = pgTable(
  'company_members',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyRole>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_members_company_idx').on(t.companyId, t.role),
    check('company_members_role_check', sql`${t.role} in ('owner', 'recruiter', 'viewer')`),
  ],
);

/**
 * An owner's invitation to join, sent by email: the link carries a token whose SHA-256 is kept
 * here (never the token). Accepting or revoking it deletes the row; it expires at `expires_at`.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<CompanyRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('company_invitations_email_key').on(t.companyId, sql`lower(${t.email})`),
    check('company_invitations_role_check', sql`${t.role} in ('owner', 'recruiter', 'viewer')`),
  ],
);

export const jobIdReservations = pgTable(
  'job_id_reservations',
  {
    jobId: text('job_id').primaryKey(),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_id_reservations_recruiter_idx').on(t.recruiterId)],
);

export const jobs = pgTable(
  'jobs',
  {
    jobId: text('job_id').primaryKey(),
    recruiterId: uuid('recruiter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    designation: text('designation').notNull(),
    jobLocation: text('job_location').array().notNull(),
    workEnvironment: text('work_environment').$type<WorkEnvironment>().notNull(),
    typeOfEmployment: text('type_of_employment').$type<EmploymentType>().notNull(),
    isFresherEligible: boolean('is_fresher_eligible').notNull(),
    isVisaSponsored: boolean('is_visa_sponsored').notNull(),
    // As sent (numbers as text, docs/product.md §3), plus parsed numbers for filtering and sorting.
    experienceRequiredInMonths: text('experience_required_in_months').notNull(),
    minCtc: text('min_ctc').notNull(),
    maxCtc: text('max_ctc').notNull(),
    experienceMonths: integer('experience_months'),
    minCtcUsd: integer('min_ctc_usd'),
    maxCtcUsd: integer('max_ctc_usd'),
    // What the job can pay at best: the salary sort and the minCTC filter compare this one number.
    topCtcUsd: integer('top_ctc_usd').generatedAlwaysAs(sql`coalesce(max_ctc_usd, min_ctc_usd)`),
    jobDescription: text('job_description').notNull(),
    skillsRequired: text('skills_required').array().notNull(),
    requiredLanguages: text('required_languages').array().notNull(),
    perksAndBenefits: text('perks_and_benefits').notNull(),
    degreeRequired: text('degree_required').array().notNull(),
    bond: text('bond').notNull(),
    // Lower-cased copies of job_location and skills_required, written with the row, so the location
    // and skill filters match whole entries case-insensitively through a GIN index. The empty default
    // only serves inserts that skip services/jobs/job-values.ts (test fixtures); jobs there get keys.
    locationKeys: text('location_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    // The categorical filters as tags ('env:Remote', 'type:Full-time', 'fresher', 'visa') in one GIN
    // index, so a search combines them with the text match in bitmap scans instead of reading rows.
    filterTags: text('filter_tags')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`array['env:' || work_environment, 'type:' || type_of_employment]
          || case when is_fresher_eligible then array['fresher'] else array[]::text[] end
          || case when is_visa_sponsored then array['visa'] else array[]::text[] end`,
      ),
    searchVector: tsvector('search_vector').notNull(),
    createdAt: createdAt(),
    // The lifecycle. `status` is what the recruiter set; a job is open only while it is 'open' and
    // its valid_through day (UTC) has not passed: services/jobs/open-job.ts is that one rule, read at
    // query time, so a job expires without any timer.
    status: text('status').$type<JobStatus | 'hidden'>().notNull().default('open'),
    validThrough: date('valid_through', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // Up to 10 screening questions with their knock-out rules (shared schemas/screening.ts).
    // The company the job belongs to (null: the recruiter has none, and the job is theirs alone).
    // Its members act on it by their role; recruiter_id stays the member who posted it, and passes
    // to an owner of the company when that member leaves or deletes their account.
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<ScreeningQuestion[]>().notNull().default([]),
    resumeRequired: boolean('resume_required').notNull().default(false),
    // Moderation. A hidden job has status 'hidden' (so every rule that wants 'open' leaves it out,
    // and the covering search indexes, which hold status, still answer alone) and keeps the status
    // to restore in status_before_hidden. hidden_reason is the admin's reason when an admin hid it;
    // null with status 'hidden' means it is hidden only because its poster is suspended.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    statusBeforeHidden: text('status_before_hidden').$type<JobStatus>(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('open', 'closed', 'hidden')`),
    // The search key's combined filter lexemes (job_filter_key, migration 0024) enumerate these
    // values for the filters a search leaves open, so a job outside them would be missed.
    check('jobs_work_environment_check', sql`${t.workEnvironment} in ${oneOf(WORK_ENVIRONMENTS)}`),
    check(
      'jobs_type_of_employment_check',
      sql`${t.typeOfEmployment} in ${oneOf(EMPLOYMENT_TYPES)}`,
    ),
    index('jobs_created_idx').on(t.createdAt.desc(), t.jobId),
    index('jobs_recruiter_idx').on(t.recruiterId, t.createdAt.desc()),
    index('jobs_company_idx').on(t.companyId, t.createdAt.desc()),
    index('jobs_search_idx').using('gin', t.searchVector),
    index('jobs_location_keys_idx').using('gin', t.locationKeys),
    index('jobs_skill_keys_idx').using('gin', t.skillKeys),
    index('jobs_filter_tags_idx').using('gin', t.filterTags),
    index('jobs_top_ctc_idx').on(t.topCtcUsd.desc().nullsLast(), t.createdAt.desc(), t.jobId),
    // The search key (migrations 0009, 0014, 0024): the search vector plus one lexeme per filter value
    // (and per combination of the broad ones), so one GIN index answers the text and every filter
    // together. job_filter_key() is a SQL function, which drizzle-kit cannot declare: it lives in
    // those migrations, and a change to it is a hand-written migration that replaces it and
    // reindexes this index.
    index('jobs_search_key_idx').using(
      'gin',
      sql`(${t.searchVector} || job_filter_key(${t.filterTags}, ${t.locationKeys}, ${t.skillKeys}, ${t.topCtcUsd}, ${t.experienceMonths}))`,
    ),
    // Not declared here: the covering indexes jobs_newest_search_idx and jobs_salary_search_idx
    // (migration 0008), B-trees with INCLUDE columns, which drizzle's index builder cannot express;
    // and the statement-level triggers that keep search_terms and search_words counted (migrations
    // 0010, 0013), which drizzle-kit does not model. They exist only in those migrations.
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('applied'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    coverLetter: text('cover_letter'),
    // The answers to the job's questions as they were when the candidate applied (question text
    // included, so a later edit of the questions does not change what was answered).
    answers: jsonb('answers')
      .$type<{ questionId: string; text: string; value: AnswerValue | null; passed: boolean }[]>()
      .notNull()
      .default([]),
    screening: text('screening').$type<ScreeningResult>().notNull().default('passed'),
    // When the application's conversation last had a message (null: none yet): the inbox's order,
    // and the row a new message locks, so it is serialised with a withdrawal.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    check('applications_screening_check', sql`${t.screening} in ('passed', 'failed')`),
    index('applications_candidate_idx').on(t.candidateId, t.appliedAt.desc()),
    index('applications_job_idx').on(t.jobId, t.appliedAt),
    index('applications_candidate_conversation_idx')
      .on(t.candidateId, t.lastMessageAt.desc())
      .where(sql`${t.lastMessageAt} is not null`),
    index('applications_job_conversation_idx')
      .on(t.jobId, t.lastMessageAt.desc())
      .where(sql`${t.lastMessageAt} is not null`),
    check(
      'applications_status_check',
      sql`${t.status} in ('applied', 'reviewing', 'interview', 'offer', 'hired', 'rejected', 'withdrawn')`,
    ),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    changedBy: uuid('changed_by').references(() => accounts.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    // Who moved it when no account did: 'screening' (a knock-out answer rejected it on applying).
    actor: text('actor').$type<'screening'>(),
  },
  (t) => [
    index('application_status_history_app_idx').on(t.applicationId, t.changedAt),
    check(
      'application_status_history_actor_check',
      sql`${t.actor} is null or ${t.actor} = 'screening'`,
    ),
  ],
);

/**
 * The bytes of uploaded CVs, private (never under /uploads). One row per upload, shared by the
 * candidate's current CV and every application sent with it, so applying copies no bytes. A file
 * is deleted when nothing refers to it any more, by triggers on resumes and application_resumes
 * (migration 0015; drizzle-kit does not declare triggers).
 */
export const resumeFiles = pgTable('resume_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/** A candidate's current CV, with the text extracted from it in the background. */
export const resumes = pgTable(
  'resumes',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => resumeFiles.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    textStatus: text('text_status').$type<ResumeTextStatus>().notNull().default('pending'),
    text: text('text'),
  },
  (t) => [
    index('resumes_file_idx').on(t.fileId),
    check('resumes_text_status_check', sql`${t.textStatus} in ('pending', 'done', 'failed')`),
  ],
);

/** The CV an application was sent with: a copy that replacing or deleting the current CV leaves alone. */
export const applicationResumes = pgTable(
  'application_resumes',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => resumeFiles.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('application_resumes_file_idx').on(t.fileId)],
);

/**
 * The conversation of an application: messages between its candidate and the job's recruiters.
 * `readAt` is when the other side first read the message; `emailedAt` when the batched email that
 * told the other side of it went out (or was found unneeded because it was already read).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // Null once the author's account is deleted: the message stays for the other side.
    authorId: uuid('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorRole: text('author_role').$type<Role>().notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_application_idx').on(t.applicationId, t.createdAt),
    index('messages_unread_idx')
      .on(t.applicationId, t.authorRole)
      .where(sql`${t.readAt} is null`),
    index('messages_author_idx').on(t.authorId),
    check('messages_author_role_check', sql`${t.authorRole} in ('candidate', 'recruiter')`),
  ],
);

/**
 * Interviews of an application: proposed with 1–5 slots, scheduled once the candidate picks one.
 * `sequence` is the iCalendar SEQUENCE of the last invite or cancel sent, raised on every change,
 * so calendars update the one event (whose UID comes from `id`).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').$type<InterviewStatus>().notNull().default('proposed'),
    slots: jsonb('slots').$type<{ start: string; end: string }[]>().notNull(),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    location: text('location').notNull().default(''),
    meetingUrl: text('meeting_url').notNull().default(''),
    note: text('note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    sequence: integer('sequence').notNull().default(0),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    index('interviews_created_by_idx').on(t.createdBy),
    check(
      'interviews_status_check',
      sql`${t.status} in ('proposed', 'scheduled', 'declined', 'cancelled')`,
    ),
    check(
      'interviews_scheduled_check',
      sql`(${t.status} = 'scheduled') = (${t.startAt} is not null and ${t.endAt} is not null) or ${t.status} = 'cancelled'`,
    ),
  ],
);

/**
 * Reports of a job or a profile by signed-in users, for the admins' queue. One open report per
 * reporter and target; resolving one resolves every open report on that target.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    // The jobID or the username, as reported (and as the queue groups them).
    target: text('target').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('open'),
    resolution: text('resolution').$type<ReportAction>(),
    resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_open_reporter_target_key')
      .on(t.reporterId, t.kind, t.target)
      .where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.kind, t.target, t.status),
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
    check('reports_kind_check', sql`${t.kind} in ('job', 'candidate', 'recruiter')`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('scam', 'spam', 'offensive', 'discriminatory', 'misleading', 'other')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check(
      'reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('dismiss', 'hide', 'suspend')`,
    ),
  ],
);

/**
 * Every admin action, append only: a trigger (migration 0018) refuses UPDATE and DELETE. The
 * admin's id and username are copied, not referenced, so the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id').notNull(),
    adminUsername: text('admin_username').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    // `job:{jobID}`, `candidate:{username}`, `recruiter:{username}` or `report:{id}`.
    target: text('target').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc())],
);

/** Emailed links that confirm an account's address: the token's SHA-256, for one address, 7 days. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_account_idx').on(t.accountId, t.createdAt.desc())],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.jobId] }),
    index('saved_jobs_candidate_idx').on(t.candidateId, t.savedAt.desc()),
  ],
);

/**
 * A recruiter's private note on one application. Never part of anything a candidate can read.
 * Deleting the author's account deletes their notes: a note is the recruiter's own data (their
 * export holds it), and only the job's owner, who is that recruiter, could read it anyway.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_notes_application_idx').on(t.applicationId, t.createdAt),
    index('application_notes_author_idx').on(t.authorId),
  ],
);

/**
 * In-app notifications (the header's bell). Written in the same transaction as the change they
 * tell of; deleting the account deletes them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the web app, e.g. `/Job/ABC123`. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_account_idx').on(t.accountId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`${t.readAt} is null`),
    check(
      'notifications_type_check',
      sql`${t.type} in ('application', 'status', 'withdrawal', 'job_alert', 'message', 'interview', 'recommendation')`,
    ),
  ],
);

/** Kinds of email an account has turned off (in settings or through an unsubscribe link); no row means on. */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.type] }),
    check(
      'email_opt_outs_type_check',
      sql`${t.type} in ('application', 'status', 'withdrawal', 'job_alert', 'message', 'interview', 'recommendation')`,
    ),
  ],
);

/** A candidate's saved search (job alert): the jobs page's query string, checked with the search's own rules. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    index('saved_searches_frequency_idx').on(t.frequency, t.id),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instant', 'daily')`),
  ],
);

/**
 * Jobs a saved search matched, once each (a job reopened twice alerts once). `notifiedAt` is set
 * when the instant alert or the daily digest that lists it is queued.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.jobId] }),
    index('alert_matches_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.notifiedAt} is null`),
    index('alert_matches_job_idx').on(t.jobId),
  ],
);

/**
 * Search suggestions (migration 0010): each distinct job title and skill, with how many jobs carry
 * it. `key` is the term lower-cased and trimmed, `label` how it is shown. Kept by statement-level
 * triggers on jobs and the job_search_terms() function, both only in that migration (drizzle-kit
 * declares neither); rows that drop to 0 jobs stay.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    kind: text('kind').$type<SuggestionKind>().notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_terms_pkey', columns: [t.kind, t.key] }),
    index('search_terms_prefix_idx').on(t.key.op('text_pattern_ops')),
    check('search_terms_kind_check', sql`${t.kind} in ('title', 'skill')`),
  ],
);

/**
 * Each later word start of a suggestion term ("senior software engineer": "software engineer",
 * "engineer"), so a prefix also finds a term by a word inside it (migration 0013). Written by a
 * trigger on search_terms with the search_term_tails_of() function, both only in that migration.
 */
export const searchTermTails = pgTable(
  'search_term_tails',
  {
    tail: text('tail').notNull(),
    kind: text('kind').$type<SuggestionKind>().notNull(),
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_term_tails_pkey', columns: [t.kind, t.key, t.tail] }),
    foreignKey({
      name: 'search_term_tails_term_fk',
      columns: [t.kind, t.key],
      foreignColumns: [searchTerms.kind, searchTerms.key],
    }).onDelete('cascade'),
    index('search_term_tails_prefix_idx').on(t.tail.op('text_pattern_ops')),
  ],
);

/**
 * The vocabulary of job titles, skills and company names (migration 0013): each word, its English
 * stem (`lexeme`, as the search vector holds it) and how many jobs carry it, for typo correction.
 * Kept by statement-level triggers on jobs and the functions job_search_words() and
 * search_word_stem(), only in that migration. The trigram index needs the pg_trgm extension, which
 * that migration creates (drizzle-kit does not declare extensions).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    lexeme: text('lexeme').notNull(),
    jobs: integer('jobs').notNull(),
  },
  (t) => [
    index('search_words_lexeme_idx').on(t.lexeme.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);

/**
 * The stems of title, skill and company words whose pairs `search_pairs` keeps (migration 0022):
 * `tracked` when the stem was first seen in few enough jobs for their pairs to be written then.
 */
export const searchPairStems = pgTable('search_pair_stems', {
  stem: text('stem').primaryKey(),
  tracked: boolean('tracked').notNull(),
});

/**
 * Every two search-key terms (tracked stems, and work environment, employment type, location,
 * skill, fresher and visa lexemes) some job has held together, `a` < `b`. A pair that is absent
 * was never held by any job, so a search needing both matches nothing (services/search/never-together.ts).
 */
export const searchPairs = pgTable(
  'search_pairs',
  { a: text('a').notNull(), b: text('b').notNull() },
  (t) => [primaryKey({ columns: [t.a, t.b] })],
);

/**
 * The highest pay key (`coalesce(top_ctc_usd, -1)`) any job holding each term has had, for the
 * terms `search_pairs` keeps: no match of a search pays more than its terms' lowest top pay, so a
 * salary-order walk starts there (migration 0023, services/search/pay-bound.ts).
 */
export const searchTermPay = pgTable('search_term_pay', {
  term: text('term').primaryKey(),
  topPay: integer('top_pay').notNull(),
});

/**
 * Rate-limit counters shared by every instance on one PostgreSQL (migration 0011): `hits` of one
 * route and client in the window that ends at `resets_at` (lib/postgres-rate-limit-store.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

/**
 * Failed logins shared by every instance on one PostgreSQL (migration 0012), per key
 * (services/accounts/postgres-login-failure-store.ts).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_failure_at_idx').on(t.lastFailureAt)],
);

/**
 * What recruiters search candidates by (services/candidate-search): one row per candidate who may
 * be found (discoverable, not suspended), rebuilt from the profile and the CV text whenever either
 * changes, and deleted the moment the candidate may no longer be found. The weighted document:
 * title and current role count most, then core skills, then experience, education and
 * certificates, then the CV text.
 */
export const candidateSearch = pgTable(
  'candidate_search',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
    /** Lower-cased core skills, for the skill filter. */
    skillKeys: text('skill_keys').array().notNull(),
    /** The current location's words ('simple' parser), for the location filter. */
    locationVector: tsvector('location_vector').notNull(),
    /** Stated years of experience in months; null when not a number. */
    experienceMonths: integer('experience_months'),
    /** The words typo correction and type-ahead learn from: title, current role and core skills. */
    vocabularyWords: text('vocabulary_words').array().notNull(),
    /** When the account was created: "newest first" orders by it, read from this index alone. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_search_created_idx').on(t.createdAt.desc(), t.candidateId.desc()),
    index('candidate_search_vector_idx').using('gin', t.searchVector),
    index('candidate_search_skills_idx').using('gin', t.skillKeys),
    index('candidate_search_location_idx').using('gin', t.locationVector),
  ],
);

/**
 * The candidate search's vocabulary, like `search_words` for jobs: each distinct word of the
 * candidates' vocabulary_words, its English stem and how many candidates carry it, kept by
 * statement-level triggers on candidate_search.
 */
export const candidateWords = pgTable(
  'candidate_words',
  {
    word: text('word').primaryKey(),
    lexeme: text('lexeme').notNull(),
    candidates: integer('candidates').notNull(),
  },
  (t) => [
    index('candidate_words_lexeme_idx').on(t.lexeme.op('text_pattern_ops')),
    index('candidate_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);

/**
 * Every stem any findable candidate's document holds, with how many hold it, kept by statement
 * triggers on candidate_search from its search vectors. Typo correction asks it whether a word is
 * known (a skill only a CV names must never be corrected away): one B-tree probe, where reading the
 * search vectors' GIN index and rows costs hundreds of milliseconds for a common CV word.
 */
export const candidateLexemes = pgTable('candidate_lexemes', {
  lexeme: text('lexeme').primaryKey(),
  candidates: integer('candidates').notNull(),
});

/**
 * A recruiter's invitation to a candidate to apply to a job, sent from the candidate search: one
 * per job and candidate. The candidate is told in-app and by email (as a message).
 */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.jobId, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null once the recruiter's account is deleted: the invitation stays with the candidate. */
    invitedBy: uuid('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_invitations_job_candidate_key').on(t.jobId, t.candidateId),
    index('job_invitations_candidate_idx').on(t.candidateId, t.createdAt.desc()),
    index('job_invitations_invited_by_idx').on(t.invitedBy, t.createdAt.desc()),
  ],
);
