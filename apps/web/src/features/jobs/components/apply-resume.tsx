import { applicationMessages, type Resume } from '@jobhunter/shared';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ResumeFileSummary } from '@/components/resumes/resume-file-summary';
import { Skeleton } from '@/components/ui/skeleton';
import { SETTINGS_PATH } from '@/lib/paths';

/** The CV card in Settings, where the candidate adds or changes their CV. */
const RESUME_SETTINGS = `${SETTINGS_PATH.candidate}#resume-title`;

interface ApplyResumeProps {
  /** undefined while loading, null when the candidate has none. */
  resume: Resume | null | undefined;
  failed: boolean;
  resumeRequired: boolean;
  /** Ties the 'asks for a CV' text to the submit button that it disables. */
  requiredId: string;
}

/** The CV the application will carry (a copy is kept with it), and where to change it. */
export function ApplyResume({ resume, failed, resumeRequired, requiredId }: ApplyResumeProps) {
  let body;
  if (failed) {
    body = (
      <p className="text-sm text-slate-600">
        We could not check your CV; the application will carry the one in{' '}
        <Link to={RESUME_SETTINGS} className="font-medium text-brand-700 underline">
          Settings
        </Link>
        , if any.
      </p>
    );
  } else if (resume === undefined) {
    body = (
      <>
        <span className="sr-only">Checking your CV…</span>
        <Skeleton className="h-10 w-full" />
      </>
    );
  } else if (resume === null) {
    body = (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">
          No CV —{' '}
          <Link to={RESUME_SETTINGS} className="font-medium text-brand-700 underline">
            add one in Settings
          </Link>
        </p>
        {resumeRequired && (
          <p
            id={requiredId}
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {applicationMessages.resumeRequired}
          </p>
        )}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ResumeFileSummary file={resume} />
        <Link
          to={RESUME_SETTINGS}
          className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:no-underline"
        >
          Change in Settings
        </Link>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="apply-resume-title"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4"
    >
      <h3 id="apply-resume-title" className="text-sm font-semibold text-slate-900">
        CV
      </h3>
      {body}
    </section>
  );
}
