// One wording for the server and the web app, which shows and matches on these texts.
export { interviewMessages } from '@jobhunter/shared';
