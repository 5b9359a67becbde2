import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companyPageSlug, type Company, type CompanySummary } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobColumns, toJob } from '../jobs/job-view';
import { newestFirst } from '../jobs/newest-first';
import { isOpenJob } from '../jobs/open-job';

export const companyMessages = { noSuchCompany: 'No such company' } as const;

/** The company a recruiter profile names (`current_job.company`, what their jobs' company_name copies). */
export const companyOf = sql<string>`btrim(coalesce(${accounts.currentJob} ->> 'company', ''))`;

interface CompanyGroup {
  slug: string;
  name: string;
  openJobs: number;
  recruiters: {
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    photo: string;
  }[];
}

/**
 * Every company of the recruiters, grouped by slug. Computed from the recruiters on each call, not
 * stored: a recruiter who renames their company moves to the other page at once, with nothing to
 * keep in step. One query reads each recruiter with a company and their open jobs counted; fine
 * for thousands of recruiters, and the place to add a stored slug column when that is too slow.
 * A group's name is the one most of its recruiters write (ties: the earliest recruiter's).
 */
async function companyGroups(db: Database): Promise<CompanyGroup[]> {
  const rows = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      photo: accounts.photo,
      company: companyOf,
      openJobs: sql<number>`count(${jobs.jobId}) filter (where ${isOpenJob})`.mapWith(Number),
    })
    .from(accounts)
    .leftJoin(jobs, eq(jobs.recruiterId, accounts.id))
    .where(and(eq(accounts.role, 'recruiter'), sql`${companyOf} <> ''`))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.createdAt), asc(accounts.username));

  const groups = new Map<string, CompanyGroup & { names: Map<string, number> }>();
  for (const { company, openJobs, ...recruiter } of rows) {
    const slug = companyPageSlug(company);
    const group = groups.get(slug) ?? {
      slug,
      name: company,
      openJobs: 0,
      recruiters: [],
      names: new Map<string, number>(),
    };
    group.openJobs += openJobs;
    group.recruiters.push(recruiter);
    group.names.set(company, (group.names.get(company) ?? 0) + 1);
    groups.set(slug, group);
  }
  return [...groups.values()].map(({ names, ...group }) => {
    // Map keeps insertion order, so on a tie the first (earliest) recruiter's name stays.
    let name = group.name;
    for (const [candidate, count] of names) if (count > (names.get(name) ?? 0)) name = candidate;
    return { ...group, name };
  });
}

/** `GET /companies`: most open jobs first, then by name. */
export async function listCompanies({ db }: { db: Database }): Promise<CompanySummary[]> {
  const groups = await companyGroups(db);
  return groups
    .map(({ slug, name, openJobs }) => ({ slug, name, openJobs }))
    .sort(
      (a, b) =>
        b.openJobs - a.openJobs ||
        a.name.localeCompare(b.name, 'en') ||
        a.slug.localeCompare(b.slug, 'en'),
    );
}

/** `GET /companies/{slug}`: its recruiters (by username) and their open jobs, newest first. */
export async function getCompany({ db, slug }: { db: Database; slug: string }): Promise<Company> {
  const group = (await companyGroups(db)).find((candidate) => candidate.slug === slug);
  if (!group) throw notFound(companyMessages.noSuchCompany);
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(
      and(
        inArray(
          jobs.recruiterId,
          group.recruiters.map((recruiter) => recruiter.id),
        ),
        isOpenJob,
      ),
    )
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  const recruiters = group.recruiters
    .map(({ username, firstName, lastName, photo }) => ({ username, firstName, lastName, photo }))
    .sort((a, b) => a.username.localeCompare(b.username, 'en'));
  return { slug: group.slug, name: group.name, recruiters, jobs: rows.map(toJob) };
}
