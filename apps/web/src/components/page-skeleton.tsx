import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page (heading, a line, a few cards) while its screen or data loads. */
export function PageSkeleton({
  cards = 3,
  label = 'Loading page',
}: {
  cards?: number;
  label?: string;
}) {
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8"
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} className="h-32 w-full rounded-2xl" />
      ))}
    </div>
  );
}
