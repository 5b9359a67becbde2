import type { Case } from './matrix-types';

export const invitationRows: Case[] = [];
