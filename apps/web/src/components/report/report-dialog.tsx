import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportKind,
  type ReportReason,
  type Role,
} from '@jobhunter/shared';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useCreateReport } from '@/api/reports/create-report';

/** What the moderators may read beside the reason; the server refuses more. */
const DETAILS_MAX = 2_000;

interface ReportDialogProps {
  kind: ReportKind;
  target: string;
  reporter: Role;
}

/**
 * The report form inside its dialog: one reason (arrow keys move between them), optional details,
 * then a thank-you in place of the form. Rendered only while open, so every opening starts afresh.
 */
export function ReportDialogContent({ kind, target, reporter }: ReportDialogProps) {
  const report = useCreateReport(reporter);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const reasonLabel = useId();
  const title = kind === 'job' ? 'Report this job' : 'Report this profile';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    report.mutate({ kind, target, reason, details: details.trim() });
  };

  return (
    <DialogContent className="sm:max-w-lg">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          Tell our moderators what is wrong with this {kind === 'job' ? 'job' : 'profile'}.
        </DialogDescription>
      </DialogHeader>
      {report.isSuccess ? (
        <>
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
          >
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            Thanks, our moderators will review it.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              {/* The form that held focus is gone: the way out takes it. */}
              <Button autoFocus>Done</Button>
            </DialogClose>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <span id={reasonLabel} className="text-sm font-medium text-slate-700">
              Reason
            </span>
            <RadioGroup
              aria-labelledby={reasonLabel}
              aria-required
              value={reason ?? undefined}
              onValueChange={(value) => setReason(value as ReportReason)}
            >
              {REPORT_REASONS.map((value) => (
                <RadioGroupItem
                  key={value}
                  value={value}
                  label={REPORT_REASON_LABELS[value]}
                  className="normal-case"
                />
              ))}
            </RadioGroup>
          </div>
          <Field
            label="Details (optional)"
            hint={`${details.length.toLocaleString('en-US')} / ${DETAILS_MAX.toLocaleString('en-US')} characters`}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={DETAILS_MAX}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            )}
          </Field>
          {report.isError && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {report.error.message}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!reason || report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      )}
    </DialogContent>
  );
}
