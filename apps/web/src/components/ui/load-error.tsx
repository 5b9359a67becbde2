import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** The one way pages show a failed query: its message and a 'Try Again' that runs `onRetry` (usually a refetch). */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      tone="error"
      icon={TriangleAlert}
      title={title}
      description={error.message}
      action={<Button onClick={() => onRetry()}>Try Again</Button>}
    />
  );
}
