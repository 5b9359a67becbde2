/** Delays of docs/product.md §9, in milliseconds. */
export const TIMINGS = {
  redirectAfterLogin: 1500,
  redirectAfterDelete: 2500,
  /** Logout redirect on dashboards and candidate pages. */
  redirectAfterLogout: 1500,
  /** Logout redirect on recruiter pages. */
  redirectAfterRecruiterPageLogout: 500,
  sessionCheckOnDashboards: 2000,
  sessionCheckOnPages: 1000,
} as const;
