import type { Read } from '../../db/replicas/read-router';
import { createTtlCache } from '../jobs/ttl-cache';
import { companySlugs } from './company-sitemap';
import { jobFile, jobFileStarts, type JobKey } from './job-sitemap';
import { PUBLIC_PAGES } from './public-pages';
import { recruiterFile, recruiterFileStarts } from './recruiter-sitemap';
import type { SitemapUrl } from './sitemap-xml';

/** The protocol's ceiling per file, whatever a file's range holds by now. */
const PROTOCOL_MAX_URLS = 50_000;

/** How long an instance keeps the files' boundaries: the files' own contents are read on each request. */
export const SITEMAP_PLAN_TTL_MS = 10 * 60 * 1000;

/** The sitemap files the index names: pages.xml, then companies-N, jobs-N, recruiters-N (N from 1). */
export type SitemapFile =
  { kind: 'pages' } | { kind: 'companies' | 'jobs' | 'recruiters'; page: number };

const FILE_NAME = /^(?:(pages)|(companies|jobs|recruiters)-([1-9]\d{0,8}))\.xml$/;

/** `jobs-3.xml` → { kind: 'jobs', page: 3 }; anything else → undefined. */
export function parseSitemapFile(name: string): SitemapFile | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  if (match[1]) return { kind: 'pages' };
  return { kind: match[2] as 'companies' | 'jobs' | 'recruiters', page: Number(match[3]) };
}
export const sitemapFileName = (file: SitemapFile) =>
  file.kind === 'pages' ? 'pages.xml' : `${file.kind}-${file.page}.xml`;

export interface SitemapCatalogue {
  /** Every file of the index, in order. */
  files(): Promise<SitemapFile[]>;
  /** A file's URLs under `origin`, or undefined when there is no such file. */
  urls(file: SitemapFile, origin: string): Promise<SitemapUrl[] | undefined>;
}

/**
 * The sitemaps of one instance. Files are ranges of an index (jobs: created_at and job_id;
 * recruiters: username) between starts computed in one pass and kept for SITEMAP_PLAN_TTL_MS, so a
 * file is one index range scan, never an OFFSET. A job posted meanwhile falls in the last file; a
 * closed one drops out of its file; the starts stay valid either way. Instances compute their own
 * starts, so two of them may cut the files a few jobs apart for a while: a crawler then sees a job
 * in two files or, rarely, in none until its next visit.
 */
export function createSitemapCatalogue({
  read,
  pageSize,
  ttlMs = SITEMAP_PLAN_TTL_MS,
}: {
  /** Runs a query on the database (or a replica of it) that the sitemaps are read from. */
  read: <T>(query: Read<T>) => Promise<T>;
  pageSize: number;
  ttlMs?: number;
}): SitemapCatalogue {
  const size = Math.min(pageSize, PROTOCOL_MAX_URLS);
  const plans = createTtlCache<unknown>({ ttlMs, maxEntries: 3 });
  const jobStarts = () =>
    plans.get('jobs', () => read((db) => jobFileStarts(db, size))) as Promise<JobKey[]>;
  const recruiterStarts = () =>
    plans.get('recruiters', () => read((db) => recruiterFileStarts(db, size))) as Promise<string[]>;
  const companies = () => plans.get('companies', () => read(companySlugs)) as Promise<string[]>;
  const pages = (count: number, kind: 'companies' | 'jobs' | 'recruiters'): SitemapFile[] =>
    Array.from({ length: count }, (_, index) => ({ kind, page: index + 1 }));
  // A file's range: from its start (the first file: from the beginning) to the next file's start (the last: to the end).
  const range = <K>(starts: K[], page: number) =>
    page <= starts.length
      ? { from: page === 1 ? undefined : starts[page - 1], to: starts[page] }
      : undefined;

  return {
    async files() {
      const [jobKeys, recruiters, slugs] = await Promise.all([
        jobStarts(),
        recruiterStarts(),
        companies(),
      ]);
      return [
        { kind: 'pages' },
        ...pages(Math.ceil(slugs.length / size), 'companies'),
        ...pages(jobKeys.length, 'jobs'),
        ...pages(recruiters.length, 'recruiters'),
      ];
    },

    async urls(file, origin) {
      switch (file.kind) {
        case 'pages':
          return PUBLIC_PAGES.map((path) => ({ loc: `${origin}${path}` }));
        case 'companies': {
          const slugs = (await companies()).slice((file.page - 1) * size, file.page * size);
          return slugs.length
            ? slugs.map((slug) => ({ loc: `${origin}/Company/${encodeURIComponent(slug)}` }))
            : undefined;
        }
        case 'jobs': {
          const bounds = range(await jobStarts(), file.page);
          if (!bounds) return undefined;
          const rows = await read((db) => jobFile(db, { ...bounds, limit: PROTOCOL_MAX_URLS }));
          return rows.map(({ jobId, updatedAt }) => ({
            loc: `${origin}/Job/${encodeURIComponent(jobId)}`,
            lastmod: updatedAt,
          }));
        }
        case 'recruiters': {
          const bounds = range(await recruiterStarts(), file.page);
          if (!bounds) return undefined;
          const usernames = await read((db) =>
            recruiterFile(db, { ...bounds, limit: PROTOCOL_MAX_URLS }),
          );
          return usernames.map((username) => ({
            loc: `${origin}/Recruiter/${encodeURIComponent(username)}`,
          }));
        }
      }
    },
  };
}
