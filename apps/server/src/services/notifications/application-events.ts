import { APPLICATION_STATUS_LABELS, type PipelineStatus } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import type { Queue } from '../queue/queue';
import { applicantsPath, myApplicationsPath } from './emails/app-paths';
import { notify } from './notify';

// The notifications of the applications workflow, each written in the transaction of its change.
// The `…Notice` functions are what the bell shows; the demo data uses them too, so it reads the same.

interface JobFacts {
  jobId: string;
  designation: string;
}

interface EventBase extends JobFacts {
  tx: Executor;
  queue: Queue;
}

export const newApplicationNotice = ({
  jobId,
  designation,
  candidateName,
}: JobFacts & { candidateName: string }) => ({
  type: 'application' as const,
  title: 'New application',
  body: `${candidateName} applied to ${designation}`,
  link: applicantsPath(jobId),
});

export const statusChangeNotice = ({
  designation,
  company,
  status,
}: JobFacts & { company: string; status: PipelineStatus }) => ({
  type: 'status' as const,
  title: 'Application status changed',
  body: `${company} moved your application for ${designation} to ${APPLICATION_STATUS_LABELS[status]}`,
  link: myApplicationsPath,
});

export const withdrawalNotice = ({
  jobId,
  designation,
  candidateName,
}: JobFacts & { candidateName: string }) => ({
  type: 'withdrawal' as const,
  title: 'Application withdrawn',
  body: `${candidateName} withdrew from ${designation}`,
  link: applicantsPath(jobId),
});

/** A candidate applied: the job's recruiter is told. */
export function notifyNewApplication({
  tx,
  queue,
  recruiterId,
  candidate,
  ...job
}: EventBase & { recruiterId: string; candidate: { name: string; username: string } }) {
  return notify({
    tx,
    queue,
    accountId: recruiterId,
    ...newApplicationNotice({ ...job, candidateName: candidate.name }),
    email: {
      template: 'new-application',
      data: { ...job, candidateName: candidate.name, candidateUsername: candidate.username },
    },
  });
}

/** The recruiter moved an application: its candidate is told. */
export function notifyStatusChange({
  tx,
  queue,
  candidateId,
  company,
  status,
  ...job
}: EventBase & { candidateId: string; company: string; status: PipelineStatus }) {
  return notify({
    tx,
    queue,
    accountId: candidateId,
    ...statusChangeNotice({ ...job, company, status }),
    email: { template: 'status-change', data: { ...job, company, status } },
  });
}

/** A candidate withdrew: the job's recruiter is told. */
export function notifyWithdrawal({
  tx,
  queue,
  recruiterId,
  candidateName,
  ...job
}: EventBase & { recruiterId: string; candidateName: string }) {
  return notify({
    tx,
    queue,
    accountId: recruiterId,
    ...withdrawalNotice({ ...job, candidateName }),
    email: { template: 'withdrawal', data: { ...job, candidateName } },
  });
}

/** "First Last" as a person's name reads in notifications. */
export const fullName = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  `${firstName} ${lastName}`.trim();
