export function CandidateDashboardPage() {
  return <h1>Profile Dashboard</h1>;
}
export function RecruiterDashboardPage() {
  return <h1>Profile Dashboard</h1>;
}
