import type { Case } from './matrix-types';

/** Who may use the admins' own calls: their login and refresh, the reports queue and the audit log. */
export const adminRows: Case[] = [];
