import type { EmploymentType, WorkEnvironment } from '@jobhunter/shared';
import { GraduationCap, Plane } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** docs/product.md §2 "My Job Applications": Remote green, Hybrid blue, On-site amber. */
export const WORK_ENVIRONMENT_TONES: Record<WorkEnvironment, BadgeTone> = {
  Remote: 'green',
  Hybrid: 'blue',
  'On-site': 'amber',
};

/** docs/product.md §2: each employment type has its own colour. */
export const EMPLOYMENT_TYPE_TONES: Record<EmploymentType, BadgeTone> = {
  'Full-time': 'purple',
  'Part-time': 'pink',
  'Contract-based': 'teal',
  'Project-based': 'brand',
  Internship: 'neutral',
};

export function WorkEnvironmentBadge({ value }: { value: WorkEnvironment }) {
  return <Badge tone={WORK_ENVIRONMENT_TONES[value] ?? 'neutral'}>{value}</Badge>;
}

export function EmploymentTypeBadge({ value }: { value: EmploymentType }) {
  return <Badge tone={EMPLOYMENT_TYPE_TONES[value] ?? 'neutral'}>{value}</Badge>;
}

/** 'Fresher Eligible' and 'Visa Sponsored', each shown only when true. */
export function JobFlagBadges({ fresher, visa }: { fresher: boolean; visa: boolean }) {
  return (
    <>
      {fresher && (
        <Badge tone="green" className="bg-white">
          <GraduationCap aria-hidden className="size-3.5" />
          Fresher Eligible
        </Badge>
      )}
      {visa && (
        <Badge tone="blue" className="bg-white">
          <Plane aria-hidden className="size-3.5" />
          Visa Sponsored
        </Badge>
      )}
    </>
  );
}
