import { CurrentJobFields } from '@/components/profile-form/current-job-fields';

export function StepPresent() {
  return <CurrentJobFields />;
}
