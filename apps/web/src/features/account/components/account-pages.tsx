import { EditProfilePage } from './edit-profile-page';
import { SettingsPage } from './settings-page';

export function CandidateEditProfilePage() {
  return <EditProfilePage role="candidate" />;
}

export function RecruiterEditProfilePage() {
  return <EditProfilePage role="recruiter" />;
}

export function CandidateSettingsPage() {
  return <SettingsPage role="candidate" />;
}

export function RecruiterSettingsPage() {
  return <SettingsPage role="recruiter" />;
}
