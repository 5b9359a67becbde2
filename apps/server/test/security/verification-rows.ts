import type { Case } from './matrix-types';

/** Who may confirm an email address and ask for the link again. */
export const verificationRows: Case[] = [];
