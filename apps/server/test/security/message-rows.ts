import type { Case } from './matrix-types';

/** Who may read and write an application's conversation, and read their inbox. */
export const messageRows: Case[] = [];
