/** Texts of the messages API that the web app shows or matches on. */
export const conversationMessages = {
  withdrawn: 'This application was withdrawn, so the conversation is closed',
  /** A candidate's conversation is the one of their own application: they name nobody. */
  candidateNamesNobody: 'A candidate writes in their own conversation: leave candidateUsername out',
  /** A recruiter has a conversation with each applicant: they say which. */
  recruiterNamesCandidate: 'Name the applicant: candidateUsername is required',
} as const;
