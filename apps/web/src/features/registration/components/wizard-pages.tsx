export function CandidateWizardPage() {
  return <h1>Candidate registration</h1>;
}
export function RecruiterWizardPage() {
  return <h1>Recruiter registration</h1>;
}
