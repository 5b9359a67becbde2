import { ArrowLeft, ExternalLink, FileQuestion, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApplicationInterviews } from '@/components/interviews/application-interviews';
import { Conversation } from '@/components/conversation/conversation';
import { SignInRequired } from '@/components/sign-in-required';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/format-day';
import { jobPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCandidateApplications } from '../api/candidate-applications';
import { useSessionCheck } from '../lib/use-session-check';
import { ApplicationStatusBadge } from './application-status-badge';
import { PageHeading } from './page-heading';
import { SessionEnded } from './session-ended';

const MY_APPLICATIONS = '/CandidateDashboard/MyJobApplications';

/**
 * /CandidateDashboard/MyJobApplications/{jobID}: the candidate's own application to one job, with
 * where it stands, its interviews (where a proposed slot is picked) and the conversation with the
 * job's recruiters. Emails about messages and interviews link here.
 */
export function MyApplicationPage() {
  const { jobID = '' } = useParams();
  const username = useSession().candidate?.username;
  const ended = useSessionCheck('candidate');
  const applications = useCandidateApplications(username);
  const application = applications.data?.find((job) => job.jobID === jobID);
  useDocumentMeta(
    application
      ? `${application.designation} · My Job Applications · JobHunter`
      : 'My Job Applications · JobHunter',
  );

  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={MY_APPLICATIONS}>
          <ArrowLeft aria-hidden />
          My Job Applications
        </Link>
      </Button>
      <PageHeading
        title={application?.designation ?? 'Job application'}
        subtitle={
          application && (
            <span className="flex flex-wrap items-center gap-2">
              {application.company_name}
              <Badge tone="brand" className="font-mono">
                {application.jobID}
              </Badge>
            </span>
          )
        }
      />
      {ended ? (
        <SessionEnded />
      ) : !username ? (
        <SignInRequired role="candidate" />
      ) : applications.isPending ? (
        <Spinner className="py-24" label="Loading your application..." showLabel />
      ) : applications.isError ? (
        <EmptyState
          tone="error"
          icon={TriangleAlert}
          title="Error loading your application. Please try again later."
        />
      ) : !application ? (
        <EmptyState
          icon={FileQuestion}
          title="Application not found"
          description={`You have not applied for job ${jobID}.`}
          action={
            <Button asChild>
              <Link to={MY_APPLICATIONS}>My Job Applications</Link>
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
            <div className="flex flex-col gap-1.5">
              <ApplicationStatusBadge status={application.applicationStatus} />
              <p className="text-sm text-slate-600">
                Applied on {formatDay(application.appliedAt)}
              </p>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link to={jobPath(application.jobID)}>
                View job
                <ExternalLink aria-hidden />
              </Link>
            </Button>
          </Card>
          <Card className="p-5">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Interviews</h2>
            <ApplicationInterviews
              jobID={application.jobID}
              candidateUsername={username}
              viewer="candidate"
              applicationStatus={application.applicationStatus}
            />
          </Card>
          <Card className="p-5">
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Messages</h2>
            <Conversation
              viewer="candidate"
              jobID={application.jobID}
              candidateUsername={username}
              withdrawn={application.applicationStatus === 'withdrawn'}
            />
          </Card>
        </div>
      )}
    </main>
  );
}
