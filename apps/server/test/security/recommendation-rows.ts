import type { Case } from './matrix-types';

export const recommendationRows: Case[] = [];
