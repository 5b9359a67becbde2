import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

/** An accessible loading indicator; `label` is read by screen readers and shown when `showLabel`. */
export function Spinner({
  label = 'Loading',
  showLabel = false,
  className,
}: {
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 text-slate-500', className)}
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
      {showLabel ? <p className="text-sm">{label}</p> : <span className="sr-only">{label}</span>}
    </div>
  );
}
