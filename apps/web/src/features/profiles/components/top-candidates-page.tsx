import { ProfileGridPage } from './profile-grid-page';

export function TopCandidatesPage() {
  return (
    <ProfileGridPage
      role="candidate"
      title="Top Performing Candidates"
      subtitle="Talented people ready for their next challenge."
    />
  );
}
