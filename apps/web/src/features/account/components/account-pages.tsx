import { EditProfilePage } from './edit-profile-page';

export function CandidateEditProfilePage() {
  return <EditProfilePage role="candidate" />;
}

export function RecruiterEditProfilePage() {
  return <EditProfilePage role="recruiter" />;
}
