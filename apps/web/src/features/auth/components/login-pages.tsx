export function CandidateLoginPage() {
  return <h1>Candidate login</h1>;
}
export function RecruiterLoginPage() {
  return <h1>Recruiter login</h1>;
}
