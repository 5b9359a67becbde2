/** Texts of the interviews API that the web app shows or matches on. */
export const interviewMessages = {
  noSuchInterview: 'Interview not found',
  notProposed: 'This interview is not waiting for an answer',
  notOffered: 'Pick one of the offered slots',
  slotPassed: 'This slot has already started: ask the recruiter for new times',
  alreadyCancelled: 'This interview is already cancelled',
  alreadyOver: 'This interview is already over',
  applicationClosed: 'This application was withdrawn or rejected',
} as const;
