/** Recruiters search discoverable candidates by words of their profiles and CVs. */
export function FindCandidatesPage() {
  return <h1>Find candidates</h1>;
}
