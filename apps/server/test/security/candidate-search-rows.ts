import type { Case } from './matrix-types';

export const candidateSearchRows: Case[] = [];
