import type {
  ApplicantCounts,
  CandidateSearchHit,
  CandidateSearchResult,
  MyJob,
} from '@jobhunter/shared';
import { job } from '../jobs/job-fixture';

/** A found candidate; tests override what they are about. */
export function hit(overrides: Partial<CandidateSearchHit> = {}): CandidateSearchHit {
  return {
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    photo: '',
    title: 'Frontend Engineer',
    location: 'Berlin, Germany',
    skills: ['React', 'TypeScript'],
    experienceYears: 4,
    snippet: {
      source: 'cv',
      text: 'Built React dashboards in TypeScript',
      highlights: [{ start: 6, length: 5 }],
    },
    ...overrides,
  };
}

export function result(overrides: Partial<CandidateSearchResult> = {}): CandidateSearchResult {
  const candidates = overrides.candidates ?? [hit()];
  return { candidates, total: candidates.length, page: 1, pageSize: 20, ...overrides };
}

const none: ApplicantCounts = {
  applied: 0,
  reviewing: 0,
  interview: 0,
  offer: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
};

/** A `GET /api/job/mine` entry. */
export const myJob = (overrides: Partial<MyJob> = {}): MyJob => ({
  ...job(),
  applicants: none,
  ...overrides,
});

export const PATH = '/RecruiterDashboard/FindCandidates';

export function signInRecruiter() {
  localStorage.setItem('recruiterUsername', 'priya');
  localStorage.setItem('recruiterAccessToken', 'token');
}
