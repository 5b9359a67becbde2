import { expect } from 'vitest';
import type { Case } from './matrix-types';

/**
 * Recommended jobs are the token's candidate's own, worked out from their profile: another
 * candidate gets a list of their own; recruiters and admins are refused.
 */
export const recommendationRows: Case[] = [
  {
    operation: 'GET /api/job/recommended',
    access: 'role',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/job/recommended', query: { page: '1' } }),
    otherSees: (response) => {
      const body = response.json() as {
        jobs: { jobID: string; reasons: string[] }[];
        page: number;
      };
      expect(body.page).toBe(1);
      // Worked out from the caller's own profile: each job says why it was picked for them.
      for (const job of body.jobs) expect(job.reasons.length).toBeGreaterThan(0);
    },
  },
];
