import type { Role } from '@jobhunter/shared';
import { errorMessage } from '@/lib/api-error';
import { Switch } from '@/components/ui/switch';
import type { OwnProfile } from '@/api/dashboard/get-dashboard';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

/**
 * Candidates only: `discoverable` decides whether they appear in the public top-candidates list and
 * in recruiters' candidate search.
 */
export function DiscoverableCard({ role, profile }: { role: Role; profile: OwnProfile }) {
  const update = useUpdateProfile(role);
  const saved = profile.discoverable ?? true;
  // While saving, the switch already shows what was asked for.
  const shown =
    update.isPending && update.variables.discoverable !== undefined
      ? update.variables.discoverable
      : saved;

  return (
    <SettingsCard
      id="discoverable"
      title="Profile visibility"
      description="Recruiters always see you as an applicant of their jobs, whatever you choose here."
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
          <div>
            <p id="discoverable-label" className="text-sm font-medium text-slate-900">
              Let recruiters find me
            </p>
            <p id="discoverable-hint" className="text-sm text-slate-500">
              {shown
                ? 'You appear in Top Performing Candidates and in recruiters’ candidate search.'
                : 'You are left out of the public candidates list and of recruiters’ candidate search.'}
            </p>
            <p aria-live="polite" className="text-sm">
              {update.isPending ? (
                <span className="text-slate-600">Saving…</span>
              ) : update.isSuccess ? (
                <span className="font-medium text-emerald-700">Saved</span>
              ) : null}
            </p>
          </div>
          <Switch
            checked={shown}
            aria-labelledby="discoverable-label"
            aria-describedby="discoverable-hint"
            disabled={update.isPending}
            onCheckedChange={(discoverable) => update.mutate({ discoverable })}
          />
        </div>
        {update.isError && (
          <StatusMessage tone="error">Not saved: {errorMessage(update.error)}</StatusMessage>
        )}
      </div>
    </SettingsCard>
  );
}
