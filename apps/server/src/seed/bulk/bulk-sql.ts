import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { searchVector } from '../../services/search';

// Each batch travels as ONE jsonb parameter and is unpacked by jsonb_to_recordset: the same SQL
// runs on node-postgres and PGlite, with ragged text arrays, and a thousand rows cost one round trip.
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
const textArray = (column: string) =>
  sql.raw(`array(select jsonb_array_elements_text(r.${column}))`);

export interface AccountRow {
  id: string;
  role: 'candidate' | 'recruiter';
  username: string;
  password_hash: string;
  profile: Record<string, unknown>;
  photo: string;
  created_at: string;
}

export async function insertAccounts(db: Executor, rows: AccountRow[]) {
  await db.execute(sql`
    insert into usernames (username, role, password_hash)
    select r.username, r.role, r.password_hash from jsonb_to_recordset(${json(rows)}) as r(username text, role text, password_hash text)`);
  await db.execute(sql`
    insert into accounts (id, role, username, password_hash, first_name, last_name, title, one_liner_intro, number, email,
      gender, introduction, photo, tenth_standard_education, twelth_standard_education, college_education,
      internship_experience, certificate_courses, work_experience, core_skills, current_job, email_verified_at,
      created_at)
    select r.id, r.role, r.username, r.password_hash, p->>'firstName', p->>'lastName', p->>'title', p->>'oneLinerIntro',
      p->>'number', p->>'email', p->>'gender', p->>'introduction', r.photo, p->'tenthStandardEducation',
      p->'twelthStandardEducation', p->'collegeEducation', p->'internshipExperience', p->'certificateCourses',
      p->'workExperience', p->'coreSkills', p->'currentJob', r.created_at, r.created_at
    from jsonb_to_recordset(${json(rows)}) as r(id uuid, role text, username text, password_hash text, profile jsonb,
      photo text, created_at timestamptz),
      lateral (select r.profile as p) as profile`);
}

export interface JobRow {
  job_id: string;
  recruiter_id: string;
  username: string;
  name: string;
  email: string;
  company_name: string;
  designation: string;
  job_location: string[];
  work_environment: string;
  type_of_employment: string;
  is_fresher_eligible: boolean;
  is_visa_sponsored: boolean;
  experience_required_in_months: string;
  min_ctc: string;
  max_ctc: string;
  job_description: string;
  skills_required: string[];
  required_languages: string[];
  perks_and_benefits: string;
  degree_required: string[];
  bond: string;
  created_at: string;
}

/** Inserts jobs with the same derived columns as services/jobs/job-values.ts; returns how many were new. */
export async function insertJobs(db: Executor, rows: JobRow[]): Promise<number> {
  const number = (column: string) => sql.raw(`nullif(r.${column}, '')::numeric::int`);
  const joined = (column: string) =>
    sql.raw(`array_to_string(array(select jsonb_array_elements_text(r.${column})), ' ')`);
  const vector = searchVector({
    designation: sql`r.designation`,
    companyName: sql`r.company_name`,
    skills: joined('skills_required'),
    locations: joined('job_location'),
    description: sql`r.job_description`,
  });
  const { rows: inserted } = await db.execute(sql`
    insert into jobs (job_id, recruiter_id, username, name, email, company_name, designation, job_location,
      work_environment, type_of_employment, is_fresher_eligible, is_visa_sponsored, experience_required_in_months,
      min_ctc, max_ctc, experience_months, min_ctc_usd, max_ctc_usd, job_description, skills_required,
      required_languages, perks_and_benefits, degree_required, bond, location_keys, skill_keys, search_vector, created_at,
      updated_at)
    select r.job_id, r.recruiter_id, r.username, r.name, r.email, r.company_name, r.designation, ${textArray('job_location')},
      r.work_environment, r.type_of_employment, r.is_fresher_eligible, r.is_visa_sponsored, r.experience_required_in_months,
      r.min_ctc, r.max_ctc, ${number('experience_required_in_months')}, ${number('min_ctc')}, ${number('max_ctc')},
      r.job_description, ${textArray('skills_required')}, ${textArray('required_languages')}, r.perks_and_benefits,
      ${textArray('degree_required')}, r.bond,
      array(select lower(x) from jsonb_array_elements_text(r.job_location) as x),
      array(select lower(x) from jsonb_array_elements_text(r.skills_required) as x),
      ${vector}, r.created_at, r.created_at
    from jsonb_to_recordset(${json(rows)}) as r(job_id text, recruiter_id uuid, username text, name text, email text,
      company_name text, designation text, job_location jsonb, work_environment text, type_of_employment text,
      is_fresher_eligible boolean, is_visa_sponsored boolean, experience_required_in_months text, min_ctc text,
      max_ctc text, job_description text, skills_required jsonb, required_languages jsonb, perks_and_benefits text,
      degree_required jsonb, bond text, created_at timestamptz)
    on conflict do nothing
    returning 1`);
  return inserted.length;
}

export interface ApplicationRow {
  job_id: string;
  candidate_id: string;
  status: string;
  applied_at: string;
}

/**
 * Inserts applications (pairs already taken are skipped) with their history: the application
 * itself and, when it has moved on, the recruiter's change to its current status.
 */
export async function insertApplications(db: Executor, rows: ApplicationRow[]) {
  await db.execute(sql`
    with inserted as (
      insert into applications (job_id, candidate_id, status, applied_at, updated_at)
      select r.job_id, r.candidate_id, r.status, r.applied_at,
        case when r.status = 'applied' then r.applied_at else r.applied_at + interval '2 days' end
      from jsonb_to_recordset(${json(rows)}) as r(job_id text, candidate_id uuid, status text, applied_at timestamptz)
      on conflict do nothing
      returning id, job_id, candidate_id, status, applied_at, updated_at
    )
    insert into application_status_history (application_id, from_status, to_status, changed_by, changed_at)
    select id, null, 'applied', candidate_id, applied_at from inserted
    union all
    select i.id, 'applied', i.status, j.recruiter_id, i.updated_at
    from inserted i join jobs j on j.job_id = i.job_id where i.status <> 'applied'`);
}

export interface ResumeRow {
  candidate_id: string;
  file_id: string;
  file_name: string;
  text: string;
}

// A few bytes stand for the PDF: the searches read the extracted text, never the file.
const RESUME_BYTES = `convert_to('%PDF-1.4 bulk seed CV', 'UTF8')`;

/** Inserts candidates' current CVs, their text already read (text_status 'done'). */
export async function insertResumes(db: Executor, rows: ResumeRow[]) {
  await db.execute(sql`
    insert into resume_files (id, content)
    select r.file_id, ${sql.raw(RESUME_BYTES)} from jsonb_to_recordset(${json(rows)}) as r(file_id uuid)`);
  await db.execute(sql`
    insert into resumes (candidate_id, file_id, file_name, content_type, size, text_status, text)
    select r.candidate_id, r.file_id, r.file_name, 'application/pdf', octet_length(${sql.raw(RESUME_BYTES)}),
      'done', r.text
    from jsonb_to_recordset(${json(rows)}) as r(candidate_id uuid, file_id uuid, file_name text, text text)`);
}
