import { LoaderCircle } from 'lucide-react';

interface UploadProgressProps {
  /** The progress bar's accessible name, e.g. 'CV upload progress'. */
  label: string;
  /** Percent sent, 0 to 100. */
  value: number;
  /** Shows a spinner beside the bar. */
  spinner?: boolean;
}

/** How much of an upload has been sent: a bar with its percentage (the bar announces the value). */
export function UploadProgress({ label, value, spinner = false }: UploadProgressProps) {
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      {spinner && <LoaderCircle aria-hidden className="size-3.5 animate-spin" />}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden>{value}%</span>
    </div>
  );
}
