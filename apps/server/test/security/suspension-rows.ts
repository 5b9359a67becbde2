import type { Case } from './matrix-types';

/** Who may suspend and unsuspend accounts. */
export const suspensionRows: Case[] = [];
