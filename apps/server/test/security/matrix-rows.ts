import { ROLES, type Role } from '@jobhunter/shared';
import { accountRows } from './account-rows';
import { adminRows } from './admin-rows';
import { applicationRows } from './application-rows';
import { candidateSearchRows } from './candidate-search-rows';
import { companyRows } from './company-rows';
import { interviewRows } from './interview-rows';
import { invitationRows } from './invitation-rows';
import { jobRows } from './job-rows';
import { lifecycleRows } from './lifecycle-rows';
import type { Case } from './matrix-types';
import { messageRows } from './message-rows';
import { notificationRows } from './notification-rows';
import { recommendationRows } from './recommendation-rows';
import { reportRows } from './report-rows';
import { resumeRows } from './resume-rows';
import { savedJobRows } from './saved-job-rows';
import { savedSearchRows } from './saved-search-rows';
import { serviceRows } from './service-rows';
import { suspensionRows } from './suspension-rows';
import { verificationRows } from './verification-rows';
import { workspaceRows } from './workspace-rows';

/**
 * Who may call what, for every operation of the OpenAPI document and every kind of caller. The
 * table must name exactly the documented operations, so a route added without its row fails the matrix.
 */
export const ROWS: Case[] = [
  ...serviceRows,
  ...ROLES.flatMap(accountRows),
  ...resumeRows,
  ...jobRows,
  ...lifecycleRows,
  ...applicationRows,
  ...workspaceRows,
  ...savedJobRows,
  ...notificationRows,
  ...savedSearchRows,
  ...companyRows,
  ...messageRows,
  ...interviewRows,
  ...adminRows,
  ...reportRows,
  ...suspensionRows,
  ...verificationRows,
  ...candidateSearchRows,
  ...invitationRows,
  ...recommendationRows,
];

/** The roles the table signs in as for an operation (none for public operations). */
export const signedInRoles = (operation: string): Role[] => [
  ...new Set(
    ROWS.filter((row) => row.operation === operation && row.access !== 'public').map(
      (row) => row.role,
    ),
  ),
];
