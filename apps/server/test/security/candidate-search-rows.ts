import type { Case } from './matrix-types';

/**
 * Only recruiters search candidates: every recruiter (whatever their company role) gets the same
 * kind of answer, a candidate or an admin 403, no valid token 401.
 */
export const candidateSearchRows: Case[] = [
  {
    operation: 'GET /api/candidate/search',
    access: 'role',
    role: 'recruiter',
    status: 200,
    request: () => ({
      method: 'GET',
      url: '/api/candidate/search',
      query: { q: 'engineer', location: 'London', minExperienceYears: '1' },
    }),
  },
];
