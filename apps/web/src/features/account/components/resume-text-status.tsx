import type { Resume } from '@jobhunter/shared';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Whether the CV's text could be read, in words; read out when the background reading ends. */
export function ResumeTextStatus({ resume }: { resume: Resume }) {
  const unreadable =
    resume.textStatus === 'failed' || (resume.textStatus === 'done' && !resume.text?.trim());
  const [Icon, text, tone] =
    resume.textStatus === 'pending'
      ? [LoaderCircle, 'Reading your CV…', 'text-slate-600']
      : unreadable
        ? [
            CircleAlert,
            'We could not read text from this file — recruiters can still open it',
            'text-amber-800',
          ]
        : [CircleCheck, 'Text read', 'text-emerald-700'];
  return (
    <p role="status" className={cn('mt-1 flex items-start gap-1.5 text-sm font-medium', tone)}>
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', resume.textStatus === 'pending' && 'animate-spin')}
      />
      <span>{text}</span>
    </p>
  );
}
