import { Skeleton } from '@/components/ui/skeleton';

/** The posting form's shape while the recruiter's details or the job load. */
export function JobFormSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-24 w-full rounded-xl" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    </div>
  );
}
