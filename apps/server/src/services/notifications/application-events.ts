import { APPLICATION_STATUS_LABELS, type PipelineStatus } from '@jobhunter/shared';
import type { Executor } from '../../db/client';
import type { Queue } from '../queue/queue';
import { applicantsPath, myApplicationsPath } from './emails/app-paths';
import { notify, notifyAll } from './notify';

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

/**
 * A candidate applied: the job's recruiters who may act on it (`recipients`, from
 * services/jobs/lock-poster.ts: its poster, or its company's owners and recruiters) are told, each
 * in-app and by email unless they turned that email off.
 */
export function notifyNewApplication({
  tx,
  queue,
  recipients,
  candidate,
  ...job
}: EventBase & { recipients: string[]; candidate: { name: string; username: string } }) {
  const notice = newApplicationNotice({ ...job, candidateName: candidate.name });
  const email = {
    template: 'new-application' as const,
    data: { ...job, candidateName: candidate.name, candidateUsername: candidate.username },
  };
  return notifyAll({
    tx,
    queue,
    notices: recipients.map((accountId) => ({ accountId, ...notice, email })),
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

/** A candidate withdrew: the job's recruiters who may act on it are told, as of a new application. */
export function notifyWithdrawal({
  tx,
  queue,
  recipients,
  candidateName,
  ...job
}: EventBase & { recipients: string[]; candidateName: string }) {
  const notice = withdrawalNotice({ ...job, candidateName });
  const email = { template: 'withdrawal' as const, data: { ...job, candidateName } };
  return notifyAll({
    tx,
    queue,
    notices: recipients.map((accountId) => ({ accountId, ...notice, email })),
  });
}

/** "First Last" as a person's name reads in notifications. */
export const fullName = ({ firstName, lastName }: { firstName: string; lastName: string }) =>
  `${firstName} ${lastName}`.trim();
