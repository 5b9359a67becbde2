import type { Role } from '@jobhunter/shared';
import { DeleteAccountButton } from '@/components/account/delete-account-button';
import { AccountPage } from './account-page';
import { ChangePasswordCard } from './change-password-card';
import { DiscoverableCard } from './discoverable-card';
import { EmailNotificationsCard } from './email-notifications-card';
import { ExportDataCard } from './export-data-card';
import { JobAlertsCard } from './job-alerts-card';
import { ResumeCard } from './resume-card';
import { SettingsCard } from './settings-card';
import { SignOutEverywhereCard } from './sign-out-everywhere-card';

const DELETES: Record<Role, string> = {
  candidate: 'Deletes your profile and your applications.',
  recruiter: 'Deletes your profile, your jobs and their applications.',
};

/** /CandidateDashboard/Settings and /RecruiterDashboard/Settings. */
export function SettingsPage({ role }: { role: Role }) {
  return (
    <AccountPage
      role={role}
      title="Account settings"
      description="Password, sessions, privacy, notifications and your data."
    >
      {(profile) => (
        <div className="flex max-w-3xl flex-col gap-6">
          {role === 'candidate' && <ResumeCard profile={profile} />}
          <ChangePasswordCard role={role} username={profile.username} />
          <SignOutEverywhereCard role={role} />
          {role === 'candidate' && <DiscoverableCard role={role} profile={profile} />}
          {role === 'candidate' && <JobAlertsCard username={profile.username} />}
          <EmailNotificationsCard role={role} username={profile.username} />
          <ExportDataCard role={role} username={profile.username} />
          <SettingsCard
            id="delete-account"
            tone="danger"
            title="Delete account"
            description={`${DELETES[role]} This cannot be undone.`}
          >
            <DeleteAccountButton role={role} username={profile.username} />
          </SettingsCard>
        </div>
      )}
    </AccountPage>
  );
}
