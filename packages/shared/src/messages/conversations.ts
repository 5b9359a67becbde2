/** Texts of the messages API that the web app shows or matches on. */
export const conversationMessages = {
  withdrawn: 'This application was withdrawn, so the conversation is closed',
} as const;
