import type { ReportKind } from '@jobhunter/shared';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { ReportDialogContent } from './report-dialog';

interface ReportButtonProps {
  kind: ReportKind;
  /** The jobID, or the profile's username. */
  target: string;
  className?: string;
}

/**
 * 'Report' on a job or a profile, for a signed-in candidate or recruiter: only an account can
 * report, so visitors and admins see nothing. The caller leaves it out on the viewer's own things.
 */
export function ReportButton({ kind, target, className }: ReportButtonProps) {
  const { current } = useSession();
  const [open, setOpen] = useState(false);
  if (!current) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className={cn('self-start', className)}
          aria-label={kind === 'job' ? 'Report this job' : 'Report this profile'}
        >
          <Flag aria-hidden />
          Report
        </Button>
      </DialogTrigger>
      {open && <ReportDialogContent kind={kind} target={target} reporter={current.role} />}
    </Dialog>
  );
}
