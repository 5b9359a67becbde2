import type { Case } from './matrix-types';

/** Who may report, and who may hide and unhide jobs. */
export const reportRows: Case[] = [];
