import type { PipelineStatus } from '@jobhunter/shared';
import { ArrowLeft, Eye, Users, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { jobCompany, useJob } from '@/api/jobs/get-job';
import { mayActOnJob, useJobAccess } from '@/api/jobs/job-access';
import { useJobApplicants } from '../api/job-applicants';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { applicantName } from '../lib/applicant-name';
import {
  filterByScreening,
  readApplicantsView,
  writeApplicantsView,
  type ApplicantsViewState,
} from '../lib/applicants-view';
import { useSessionCheck } from '../lib/use-session-check';
import { ApplicantPanel } from './applicant-panel';
import { ApplicantsList } from './applicants-list';
import { ApplicantsViewToggle } from './applicants-view-toggle';
import { JobApplicantsHeading } from './job-applicants-heading';
import { PipelineBoard } from './pipeline-board';
import { ScreeningFilter } from './screening-filter';
import { SessionEnded } from './session-ended';
import { SignInRequired } from '@/components/sign-in-required';
import { HiddenJobBanner } from '@/components/jobs/hidden-job-banner';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * docs/product.md §2 "Job Applicants" at /RecruiterDashboard/MyRecruitments/{jobID}: the job's owner
 * (or a member of its company) moves applicants through the pipeline (board or list, kept in ?view=,
 * either narrowed by screening result) and opens each one's details (kept in ?applicant=); a viewer
 * only reads them.
 */
export function JobApplicantsPage() {
  const { jobID = '' } = useParams();
  const username = useSession().recruiter?.username;
  const ended = useSessionCheck('recruiter');
  const job = useJob(jobID);
  const applicants = useJobApplicants(username, jobID);
  // A viewer of a company's job reads everything here and changes nothing; until the role is known
  // nothing that changes is offered either, so no control flashes up and then goes.
  const access = useJobAccess(jobID, username);
  const readOnly = access.state === 'member' && !mayActOnJob(access.role);
  const [failure, setFailure] = useState<{ username: string; message: string } | null>(null);
  const list = applicants.data ?? [];
  const nameOf = (candidate: string) => {
    const applicant = list.find((item) => item.username === candidate);
    return applicant ? applicantName(applicant) : candidate;
  };
  const update = useUpdateApplicationStatus(username ?? '', jobID, (error, { candidateUsername }) =>
    setFailure({
      username: candidateUsername,
      message: `Could not move ${nameOf(candidateUsername)}: ${error.message}`,
    }),
  );
  const [params, setParams] = useSearchParams();
  const viewState = readApplicantsView(params);
  const boardApplicants = useMemo(
    () => filterByScreening(applicants.data ?? [], viewState.screening),
    [applicants.data, viewState.screening],
  );
  // In the URL (?applicant=ada), so emails and notifications can link to an applicant's panel.
  const openUsername = params.get('applicant');
  const setOpenUsername = (candidate: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (candidate) updated.set('applicant', candidate);
        else updated.delete('applicant');
        return updated;
      },
      { replace: true },
    );

  const setView = (next: Partial<ApplicantsViewState>) =>
    setParams(writeApplicantsView(params, next), { replace: true });

  const move = (candidateUsername: string, status: PipelineStatus) => {
    setFailure(null);
    update.mutate({ jobID, candidateUsername, status });
  };
  const savingFor = update.isPending ? update.variables?.candidateUsername : undefined;

  useDocumentMeta(
    job.data?.designation
      ? `Applicants · ${job.data.designation} · JobHunter`
      : 'Job Applicants · JobHunter',
  );

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to="/RecruiterDashboard/MyRecruitments">
          <ArrowLeft aria-hidden />
          My Recruitments
        </Link>
      </Button>
      <JobApplicantsHeading
        jobID={jobID}
        job={job.data}
        loading={job.isPending}
        action={
          !ended && list.length > 0 ? (
            <ApplicantsViewToggle view={viewState.view} onChange={(view) => setView({ view })} />
          ) : undefined
        }
      />
      <HiddenJobBanner hidden={job.data?.hidden} className="mb-4" />
      {readOnly && (
        <p
          role="note"
          className="mb-4 flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
        >
          <Eye aria-hidden className="size-4 shrink-0 text-slate-500" />
          You have view-only access to this job
        </p>
      )}
      {failure && (
        <div
          role="alert"
          className="mb-4 flex items-start justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          <p>{failure.message}</p>
          <button
            type="button"
            onClick={() => setFailure(null)}
            aria-label="Dismiss"
            className="cursor-pointer rounded p-0.5 hover:bg-red-100"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      )}
      {ended ? (
        <SessionEnded />
      ) : !username ? (
        <SignInRequired role="recruiter" />
      ) : applicants.isPending || (access.state === 'checking' && !applicants.isError) ? (
        <Spinner className="py-24" label="Loading applicants..." showLabel />
      ) : applicants.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          {applicants.error.message}
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No applicants yet"
          description="Candidates who apply for this job will appear here."
        />
      ) : viewState.view === 'list' ? (
        <ApplicantsList
          applicants={list}
          status={viewState.status}
          sort={viewState.sort}
          screening={viewState.screening}
          onChange={setView}
          onOpen={setOpenUsername}
        />
      ) : (
        <>
          <div className="mb-4">
            <ScreeningFilter
              value={viewState.screening}
              applicants={list}
              onChange={(screening) => setView({ screening })}
            />
          </div>
          <PipelineBoard
            applicants={boardApplicants}
            onMove={move}
            onOpen={setOpenUsername}
            savingFor={savingFor}
            readOnly={readOnly}
          />
        </>
      )}
      <ApplicantPanel
        jobID={jobID}
        applicant={
          openUsername ? list.find((applicant) => applicant.username === openUsername) : undefined
        }
        onClose={() => setOpenUsername(null)}
        onMove={(status) => openUsername && move(openUsername, status)}
        saving={Boolean(openUsername) && savingFor === openUsername}
        moveError={failure && failure.username === openUsername ? failure.message : undefined}
        readOnly={readOnly}
        teamNotes={Boolean(job.data && jobCompany(job.data))}
      />
    </main>
  );
}
