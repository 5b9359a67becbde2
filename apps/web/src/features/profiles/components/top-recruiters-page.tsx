import { ProfileGridPage } from './profile-grid-page';

export function TopRecruitersPage() {
  return (
    <ProfileGridPage
      role="recruiter"
      title="Top Recruiters"
      subtitle="Companies and hiring managers building great teams on JobHunter."
    />
  );
}
