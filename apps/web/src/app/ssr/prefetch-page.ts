import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@jobhunter/shared';
import { companiesQueryOptions } from '@/features/companies/api/get-companies';
import { companyQueryOptions } from '@/features/companies/api/get-company';
import { jobStatsQueryOptions } from '@/features/home/api/get-job-stats';
import { latestJobsQueryOptions } from '@/features/home/api/get-latest-jobs';
import { topRecruitersQueryOptions } from '@/features/home/api/get-top-recruiters';
import { jobQueryOptions } from '@/api/jobs/get-job';
import { jobSearchQueryOptions } from '@/features/jobs/api/search-jobs';
import { similarJobsQueryOptions } from '@/features/jobs/api/similar-jobs';
import { apiSearchParams } from '@/features/jobs/lib/search-params';
import { profileListQueryOptions } from '@/api/profiles/get-profile-list';
import { publicProfileQueryOptions } from '@/features/profiles/api/get-public-profile';
import { recruiterJobsQueryOptions } from '@/features/profiles/api/get-recruiter-jobs';
import { ApiError } from '@/lib/api-error';
import { HOME_ROUTE_ID } from '../routes';

interface PageRequest {
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

/**
 * Loads into the cache what a public screen's first render reads, exactly as its hooks ask for it.
 * Resolves `true` when the page's record does not exist (beyond a 404 from the API, which counts anyway).
 */
type Prefetch = (queryClient: QueryClient, request: PageRequest) => Promise<unknown>;

async function prefetchJob(queryClient: QueryClient, { params }: PageRequest) {
  const jobID = params.jobID ?? '';
  await queryClient.prefetchQuery(jobQueryOptions(jobID));
  const { data: job, error } = queryClient.getQueryState(jobQueryOptions(jobID).queryKey) ?? {};
  // A closed job offers similar open ones (to everyone but its poster, who is never the server's viewer).
  if (job?.status === 'closed') await queryClient.prefetchQuery(similarJobsQueryOptions(job));
  // An ID that is not even of the job ID's shape (400 from the API) names no job either.
  return error instanceof ApiError && error.status === 400;
}

function prefetchProfile(role: Role): Prefetch {
  return async (queryClient, { params }) => {
    const username = params.username ?? '';
    await Promise.all([
      queryClient.prefetchQuery(publicProfileQueryOptions(role, username, undefined)),
      role === 'recruiter'
        ? queryClient.prefetchQuery(recruiterJobsQueryOptions(username))
        : undefined,
    ]);
  };
}

/**
 * The screens rendered on the server, by route id: what anyone may see signed out and what search
 * engines should find. Screens not listed (dashboards, forms, login) are rendered in the browser.
 */
export const PAGE_PREFETCHES: Record<string, Prefetch> = {
  [HOME_ROUTE_ID]: (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(jobStatsQueryOptions()),
      queryClient.prefetchQuery(latestJobsQueryOptions()),
      queryClient.prefetchQuery(topRecruitersQueryOptions()),
    ]),
  AllJobs: (queryClient, { searchParams }) =>
    queryClient.prefetchQuery(jobSearchQueryOptions(apiSearchParams(searchParams), null)),
  'Job/:jobID': prefetchJob,
  'job/:jobID': prefetchJob,
  Companies: (queryClient) => queryClient.prefetchQuery(companiesQueryOptions()),
  'Company/:slug': (queryClient, { params }) =>
    queryClient.prefetchQuery(companyQueryOptions(params.slug ?? '')),
  'Recruiter/:username': prefetchProfile('recruiter'),
  'Candidate/:username': prefetchProfile('candidate'),
  TopRecruiters: (queryClient) => queryClient.prefetchQuery(profileListQueryOptions('recruiter')),
  ExceptionalCandidates: (queryClient) =>
    queryClient.prefetchQuery(profileListQueryOptions('candidate')),
};
