import type { Role } from '@jobhunter/shared';
import { AccountPage } from './account-page';
import { EditProfileForm } from './edit-profile-form';

/** /CandidateDashboard/EditProfile and /RecruiterDashboard/EditProfile. */
export function EditProfilePage({ role }: { role: Role }) {
  return (
    <AccountPage
      role={role}
      title="Edit profile"
      description="Each section saves on its own."
      fresh
    >
      {(profile) => <EditProfileForm role={role} profile={profile} />}
    </AccountPage>
  );
}
