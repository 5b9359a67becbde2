import type { ApplicationStatus } from '@jobhunter/shared';
import { Badge } from '@/components/ui/badge';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_TONES } from '../lib/application-status';

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge
      tone={APPLICATION_STATUS_TONES[status] ?? 'neutral'}
      aria-label={`Status: ${APPLICATION_STATUS_LABELS[status] ?? status}`}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {APPLICATION_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
