import type { Job } from '@jobhunter/shared';
import { Building2, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { jobPath } from '@/lib/paths';
import { useSimilarJobs } from '../api/similar-jobs';

/** Up to three open jobs like a closed one, so a candidate who arrives too late has somewhere to go; hidden when none. */
export function SimilarJobs({ job }: { job: Job }) {
  const similar = useSimilarJobs(job);
  if (!similar.isSuccess || similar.data.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Similar open jobs</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {similar.data.map((other) => (
            <li key={other.jobID} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={jobPath(other.jobID)}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {other.designation}
              </Link>
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span className="truncate">{other.company_name || 'Company not specified'}</span>
              </p>
              <p className="flex items-center gap-1.5 text-sm text-slate-600">
                <MapPin aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span className="truncate">
                  {other.job_location.length
                    ? other.job_location.join(', ')
                    : other.work_environment}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
