import type { Case } from './matrix-types';

/** Who may propose, answer, reschedule, cancel and list interviews. */
export const interviewRows: Case[] = [];
