import type { ApplicationRef } from '@jobhunter/shared';
import { Spinner } from '@/components/ui/spinner';
import { useApplicationDetail } from '../api/get-application-detail';
import { ApplicationAnswers } from './application-answers';
import { ApplicationResume } from './application-resume';
import { PanelSection } from './panel-section';
import { ScreeningResultBadge } from './screening-result-badge';

/** What the candidate sent with the application: screening answers, cover letter and CV. */
export function ApplicationDetails({ application }: { application: ApplicationRef }) {
  const detail = useApplicationDetail(application);
  if (detail.isPending)
    return <Spinner className="py-4" label="Loading the application..." showLabel />;
  if (detail.isError)
    return (
      <p role="alert" className="text-sm font-medium text-red-600">
        Could not load the application: {detail.error.message}
      </p>
    );
  const { screening, answers, coverLetter, resume } = detail.data;
  return (
    <>
      <PanelSection title="Screening">
        <div className="flex flex-col gap-3">
          <p>
            <ScreeningResultBadge result={screening} />
          </p>
          <ApplicationAnswers answers={answers} />
        </div>
      </PanelSection>
      <PanelSection title="Cover letter">
        {coverLetter?.trim() ? (
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{coverLetter}</p>
        ) : (
          <p className="text-sm text-slate-600">No cover letter</p>
        )}
      </PanelSection>
      <PanelSection title="CV">
        <ApplicationResume application={application} resume={resume} />
      </PanelSection>
    </>
  );
}
