import { DashboardPage } from './dashboard-page';

export function CandidateDashboardPage() {
  return <DashboardPage role="candidate" />;
}

export function RecruiterDashboardPage() {
  return <DashboardPage role="recruiter" />;
}
