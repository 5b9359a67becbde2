import type { PipelineStatus } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import type { Queue } from '../queue/queue';
import { applicantsPath, myApplicationsPath } from './emails/app-paths';
import { STATUS_LABELS } from './emails/status-change-email';
import { notify } from './notify';

// The notifications of the applications workflow, each written in the transaction of its change.

interface EventBase {
  tx: Executor;
  queue: Queue;
  jobId: string;
  designation: string;
}

/** A candidate applied: the job's recruiter is told. */
export function notifyNewApplication({ recruiterId, candidate, ...event }: EventBase & { recruiterId: string; candidate: { name: string; username: string } }) {
  return notify({
    tx: event.tx,
    queue: event.queue,
    accountId: recruiterId,
    type: 'application',
    title: 'New application',
    body: `${candidate.name} applied to ${event.designation}`,
    link: applicantsPath(event.jobId),
    email: {
      template: 'new-application',
      data: { jobId: event.jobId, designation: event.designation, candidateName: candidate.name, candidateUsername: candidate.username },
    },
  });
}

/** The recruiter moved an application: its candidate is told. */
export function notifyStatusChange({ candidateId, company, status, ...event }: EventBase & { candidateId: string; company: string; status: PipelineStatus }) {
  return notify({
    tx: event.tx,
    queue: event.queue,
    accountId: candidateId,
    type: 'status',
    title: 'Application status changed',
    body: `${company} moved your application for ${event.designation} to ${STATUS_LABELS[status]}`,
    link: myApplicationsPath,
    email: { template: 'status-change', data: { jobId: event.jobId, designation: event.designation, company, status } },
  });
}

/** A candidate withdrew: the job's recruiter is told. */
export function notifyWithdrawal({ recruiterId, candidateName, ...event }: EventBase & { recruiterId: string; candidateName: string }) {
  return notify({
    tx: event.tx,
    queue: event.queue,
    accountId: recruiterId,
    type: 'withdrawal',
    title: 'Application withdrawn',
    body: `${candidateName} withdrew from ${event.designation}`,
    link: applicantsPath(event.jobId),
    email: { template: 'withdrawal', data: { jobId: event.jobId, designation: event.designation, candidateName } },
  });
}

/** "First Last" as a person's name reads in notifications. */
export const fullName = ({ firstName, lastName }: { firstName: string; lastName: string }) => `${firstName} ${lastName}`.trim();
