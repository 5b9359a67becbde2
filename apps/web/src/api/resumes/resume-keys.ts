/** The signed-in candidate's CV (`GET /api/candidate/resume`), one entry per account. */
export const resumeKeys = {
  all: ['resume'] as const,
  current: (username: string) => ['resume', username] as const,
};
