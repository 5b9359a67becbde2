import type { ApplicationStatus } from '@jobhunter/shared';
import type { BadgeTone } from '@/components/ui/badge';

/** How each application status reads and looks, for candidates and recruiters alike. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  reviewing: 'Under review',
  interview: 'Interview',
  offer: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'neutral',
  reviewing: 'blue',
  interview: 'purple',
  offer: 'teal',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'neutral',
};
