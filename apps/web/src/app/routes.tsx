import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { RootLayout } from './layout/root-layout';
import { loadPage } from './load-page';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

type PageModule = Promise<ComponentType>;

/** The id of the index route; every other screen's id is its path (the server renders by id). */
export const HOME_ROUTE_ID = 'home';
/** The catch-all route: the server answers it with a 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/** A lazily loaded screen of docs/product.md §2's route table, with the 'Error page' fallback; `null` is the index route. */
function page(path: string | null, load: () => PageModule): RouteObject {
  const screen = {
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: await loadPage(load) }),
  };
  return path === null
    ? { id: HOME_ROUTE_ID, index: true, ...screen }
    : { id: path, path, ...screen };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <PageSkeleton label="Loading JobHunter" />,
    children: [
      page(null, async () => (await import('@/features/home/components/home-page')).HomePage),
      page(
        'CommonAuthentication',
        async () =>
          (await import('@/features/auth/components/common-authentication-page'))
            .CommonAuthenticationPage,
      ),
      page(
        'Login',
        async () =>
          (await import('@/features/auth/components/product-login-page')).ProductLoginPage,
      ),
      page(
        'CandidateLogin',
        async () => (await import('@/features/auth/components/login-pages')).CandidateLoginPage,
      ),
      page(
        'RecruiterLogin',
        async () => (await import('@/features/auth/components/login-pages')).RecruiterLoginPage,
      ),
      page(
        'ForgotPassword',
        async () =>
          (await import('@/features/auth/components/forgot-password-page')).ForgotPasswordPage,
      ),
      // The emailed link's path (docs/api.md); the other routes keep docs/product.md §2's capitalised style.
      page(
        'reset-password',
        async () =>
          (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
      ),
      // The link in every email but the password reset (docs/api.md), lower-case like reset-password.
      page(
        'unsubscribe',
        async () =>
          (await import('@/features/notifications/components/unsubscribe-page')).UnsubscribePage,
      ),
      // The emailed invitation link's path, lower-case like reset-password.
      page(
        'join',
        async () =>
          (await import('@/features/company-team/components/join-company-page')).JoinCompanyPage,
      ),
      // The emailed address-confirmation link's path, lower-case like reset-password.
      page(
        'verify-email',
        async () =>
          (await import('@/features/email-verification/components/verify-email-page'))
            .VerifyEmailPage,
      ),

      ...(['Candidate', 'Recruiter'] as const).flatMap((prefix) =>
        ['PersonalInformation', 'ConventionalEducation', 'SkillsAndExperience', 'Present'].map(
          (step) =>
            page(
              `${prefix}${step}`,
              async () =>
                (await import('@/features/registration/components/wizard-pages'))[
                  `${prefix}WizardPage`
                ],
            ),
        ),
      ),

      page(
        'CandidateDashboard',
        async () =>
          (await import('@/features/dashboard/components/dashboard-pages')).CandidateDashboardPage,
      ),
      page(
        'CandidateDashboard/EditProfile',
        async () =>
          (await import('@/features/account/components/account-pages')).CandidateEditProfilePage,
      ),
      page(
        'CandidateDashboard/Settings',
        async () =>
          (await import('@/features/account/components/account-pages')).CandidateSettingsPage,
      ),
      page(
        'CandidateDashboard/MyJobApplications',
        async () =>
          (await import('@/features/applications/components/my-job-applications-page'))
            .MyJobApplicationsPage,
      ),
      page(
        'CandidateDashboard/MyJobApplications/:jobID',
        async () =>
          (await import('@/features/applications/components/my-application-page'))
            .MyApplicationPage,
      ),
      page(
        'CandidateDashboard/SavedJobs',
        async () =>
          (await import('@/features/saved-jobs/components/saved-jobs-page')).SavedJobsPage,
      ),
      page(
        'RecruiterDashboard',
        async () =>
          (await import('@/features/dashboard/components/dashboard-pages')).RecruiterDashboardPage,
      ),
      page(
        'RecruiterDashboard/EditProfile',
        async () =>
          (await import('@/features/account/components/account-pages')).RecruiterEditProfilePage,
      ),
      page(
        'RecruiterDashboard/Settings',
        async () =>
          (await import('@/features/account/components/account-pages')).RecruiterSettingsPage,
      ),
      page(
        'RecruiterDashboard/Company',
        async () =>
          (await import('@/features/company-team/components/company-team-page')).CompanyTeamPage,
      ),
      page(
        'RecruiterDashboard/MyRecruitments',
        async () =>
          (await import('@/features/applications/components/my-recruitments-page'))
            .MyRecruitmentsPage,
      ),
      page(
        'RecruiterDashboard/MyRecruitments/:jobID',
        async () =>
          (await import('@/features/applications/components/job-applicants-page'))
            .JobApplicantsPage,
      ),

      page(
        'RecruiterDashboard/FindCandidates',
        async () =>
          (await import('@/features/candidate-search/components/find-candidates-page'))
            .FindCandidatesPage,
      ),

      page(
        'TopRecruiters',
        async () =>
          (await import('@/features/profiles/components/top-recruiters-page')).TopRecruitersPage,
      ),
      page(
        'ExceptionalCandidates',
        async () =>
          (await import('@/features/profiles/components/top-candidates-page')).TopCandidatesPage,
      ),
      page(
        'Recruiter/:username',
        async () =>
          (await import('@/features/profiles/components/public-profile-pages'))
            .RecruiterProfilePage,
      ),
      page(
        'Companies',
        async () => (await import('@/features/companies/components/companies-page')).CompaniesPage,
      ),
      page(
        'Company/:slug',
        async () => (await import('@/features/companies/components/company-page')).CompanyPage,
      ),
      page(
        'Candidate/:username',
        async () =>
          (await import('@/features/profiles/components/public-profile-pages'))
            .CandidateProfilePage,
      ),

      page(
        'Notifications',
        async () =>
          (await import('@/features/notifications/components/notifications-page'))
            .NotificationsPage,
      ),
      page(
        'Messages',
        async () => (await import('@/features/messages/components/inbox-page')).InboxPage,
      ),

      page(
        'JobPosting',
        async () =>
          (await import('@/features/job-posting/components/job-posting-page')).JobPostingPage,
      ),
      page(
        'AllJobs',
        async () => (await import('@/features/jobs/components/all-jobs-page')).AllJobsPage,
      ),
      page(
        'Job/:jobID',
        async () => (await import('@/features/jobs/components/job-detail-page')).JobDetailPage,
      ),
      page(
        'job/:jobID',
        async () => (await import('@/features/jobs/components/job-detail-page')).JobDetailPage,
      ),
      page(
        'Job/:jobID/Edit',
        async () => (await import('@/features/job-posting/components/edit-job-page')).EditJobPage,
      ),
      page(
        'job/:jobID/Edit',
        async () => (await import('@/features/job-posting/components/edit-job-page')).EditJobPage,
      ),

      // The moderators' area; its accounts exist only from the command line.
      page(
        'AdminLogin',
        async () => (await import('@/features/admin/components/admin-login-page')).AdminLoginPage,
      ),
      page(
        'Admin',
        async () => (await import('@/features/admin/components/reports-page')).ReportsPage,
      ),
      page(
        'Admin/Job/:jobID',
        async () =>
          (await import('@/features/admin/components/job-moderation-page')).JobModerationPage,
      ),
      page(
        'Admin/Account/:role/:username',
        async () =>
          (await import('@/features/admin/components/account-moderation-page'))
            .AccountModerationPage,
      ),
      page(
        'Admin/Audit',
        async () => (await import('@/features/admin/components/audit-page')).AuditPage,
      ),

      { id: NOT_FOUND_ROUTE_ID, path: '*', Component: NotFoundPage },
    ],
  },
];
