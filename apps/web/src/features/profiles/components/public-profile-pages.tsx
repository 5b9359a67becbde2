export function CandidateProfilePage() {
  return <h1>Candidate profile</h1>;
}
export function RecruiterProfilePage() {
  return <h1>Recruiter profile</h1>;
}
