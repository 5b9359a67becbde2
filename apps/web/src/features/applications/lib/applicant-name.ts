/** The name an applicant is shown and announced by: first and last name, or the username when both are blank. */
export function applicantName(applicant: {
  firstName?: string;
  lastName?: string;
  username: string;
}) {
  return `${applicant.firstName ?? ''} ${applicant.lastName ?? ''}`.trim() || applicant.username;
}
