import type { ApplicationStatus } from '@jobhunter/shared';
import type { BadgeTone } from '@/components/ui/badge';

/** How each status reads comes from the shared contract (emails use the same words). */
export { APPLICATION_STATUS_LABELS } from '@jobhunter/shared';

/** How each application status looks, for candidates and recruiters alike. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'neutral',
  reviewing: 'blue',
  interview: 'purple',
  offer: 'teal',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
};
