import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { companyPageSlug, type Company, type CompanySummary } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { accounts, companies, companyMembers, jobs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { jobColumns, toJob } from '../jobs/job-view';
import { newestFirst } from '../jobs/newest-first';
import { isOpenJob } from '../jobs/open-job';

import { companyMessages } from './messages';

export { companyMessages };

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
    // A created company's jobs are on its own page, under its name, not on a typed name's.
    .leftJoin(jobs, and(eq(jobs.recruiterId, accounts.id), isNull(jobs.companyId)))
    // A suspended recruiter is shown nowhere, and their jobs are hidden: neither counts.
    .where(
      and(eq(accounts.role, 'recruiter'), isNull(accounts.suspendedAt), sql`${companyOf} <> ''`),
    )
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

/** The companies recruiters created, with their open jobs counted (by the jobs' company). */
async function createdCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      website: companies.website,
      about: companies.about,
      logo: companies.logo,
      openJobs: sql<number>`count(${jobs.jobId}) filter (where ${isOpenJob})`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(jobs, eq(jobs.companyId, companies.id))
    .groupBy(companies.id);
}

/**
 * `GET /companies`: the created companies (`created: true`, with their logo) and the typed-in
 * names' groups (a created company replaces the group with its slug), most open jobs first, then
 * by name.
 */
export async function listCompanies({ db }: { db: Database }): Promise<CompanySummary[]> {
  const created = await createdCompanies(db);
  const owned = new Set(created.map((company) => company.slug));
  const groups = (await companyGroups(db)).filter((group) => !owned.has(group.slug));
  return [
    ...created.map(({ slug, name, openJobs, logo }) => ({
      slug,
      name,
      openJobs,
      created: true,
      logo,
    })),
    ...groups.map(({ slug, name, openJobs }) => ({ slug, name, openJobs })),
  ].sort(
    (a, b) =>
      b.openJobs - a.openJobs ||
      a.name.localeCompare(b.name, 'en') ||
      a.slug.localeCompare(b.slug, 'en'),
  );
}

const byUsername = (a: { username: string }, b: { username: string }) =>
  a.username.localeCompare(b.username, 'en');

/** A created company's page: its settings, its members and its open jobs, newest first. */
async function createdCompanyPage(db: Database, slug: string): Promise<Company | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  if (!company) return undefined;
  const recruiters = await db
    .select({
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      photo: accounts.photo,
    })
    .from(companyMembers)
    .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(and(eq(companyMembers.companyId, company.id), isNull(accounts.suspendedAt)));
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.companyId, company.id), isOpenJob))
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  return {
    slug: company.slug,
    name: company.name,
    recruiters: recruiters.sort(byUsername),
    jobs: rows.map(toJob),
    created: true,
    about: company.about,
    website: company.website,
    logo: company.logo,
  };
}

/**
 * `GET /companies/{slug}`: a created company's page, or else the group of recruiters who typed a
 * name with that slug (by username) and their open jobs outside any company, newest first.
 */
export async function getCompany({ db, slug }: { db: Database; slug: string }): Promise<Company> {
  const created = await createdCompanyPage(db, slug);
  if (created) return created;
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
        isNull(jobs.companyId),
        isOpenJob,
      ),
    )
    .orderBy(newestFirst(jobs.createdAt), asc(jobs.jobId));
  const recruiters = group.recruiters
    .map(({ username, firstName, lastName, photo }) => ({ username, firstName, lastName, photo }))
    .sort(byUsername);
  return { slug: group.slug, name: group.name, recruiters, jobs: rows.map(toJob) };
}
