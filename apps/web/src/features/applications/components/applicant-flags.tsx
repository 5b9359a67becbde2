import { CircleX, FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Applicant } from '../api/job-applicants';
import { screeningOf } from '../lib/applicants-view';

/** What stands out about an application on its card or row: a failed screening, a CV sent with it. */
export function ApplicantFlags({ applicant }: { applicant: Applicant }) {
  const failed = screeningOf(applicant) === 'failed';
  if (!failed && !applicant.hasResume) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {failed && (
        <Badge tone="red">
          <CircleX aria-hidden className="size-3 shrink-0" />
          Failed screening
        </Badge>
      )}
      {applicant.hasResume && (
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          <FileText aria-hidden className="size-3.5 shrink-0 text-slate-400" />
          CV attached
        </span>
      )}
    </p>
  );
}
