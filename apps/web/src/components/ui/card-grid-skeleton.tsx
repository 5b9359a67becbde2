import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/** A loading grid of card-sized blocks, announced by `label`: the page keeps its shape while data arrives. */
export function CardGridSkeleton({
  label,
  count = 6,
  className,
  cardClassName,
}: {
  label: string;
  count?: number;
  className?: string;
  cardClassName?: string;
}) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <p className="sr-only">{label}</p>
      <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} className={cn('h-56 rounded-2xl', cardClassName)} />
        ))}
      </div>
    </div>
  );
}
