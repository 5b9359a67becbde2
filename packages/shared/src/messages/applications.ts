/** Texts of the applications API; docs/api.md fixes the ones the web app shows or matches on. */
export const applicationMessages = {
  alreadyApplied: 'Cannot apply for the same job again',
  candidateMissing: 'Candidate profile not found',
  noSuchApplication: 'This candidate has not applied to this job',
  notOwner: 'Only the recruiter who posted this job can do this',
  statusChanged: 'Application status updated',
  jobClosed: 'This job is no longer accepting applications',
  withdrawn: 'This application was withdrawn by the candidate',
  noApplication: 'You have not applied to this job',
  noteAdded: 'Note added',
  invalidAnswers: 'Invalid data provided, please check your answers',
  resumeRequired: 'This job asks for a CV',
  noApplicationResume: 'This application was sent without a CV',
} as const;
