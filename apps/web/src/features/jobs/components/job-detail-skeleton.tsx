import { Skeleton } from '@/components/ui/skeleton';

/**
 * docs/product.md §2's 'Loading job details...' over blocks the size of the header, facts, actions and
 * description, in the same two columns: the job arrives without moving what is already on screen.
 */
export function JobDetailSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
      <div className="flex flex-col gap-6 lg:col-span-2">
        <div className="flex h-44 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/4" />
          <p className="mt-auto text-sm text-slate-600">Loading job details...</p>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-[4.5rem] rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}
