import type { Role } from '@jobhunter/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-error';
import { useEmailPreferences } from '../api/email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';
import { EMAIL_KINDS } from '../lib/email-kinds';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

/** Both roles: one switch per kind of email that applies to the role, saved as soon as it is flipped. */
export function EmailNotificationsCard({ role, username }: { role: Role; username: string }) {
  const preferences = useEmailPreferences(role, username);
  const update = useUpdateEmailPreferences(role, username);

  return (
    <SettingsCard
      id="email-notifications"
      title="Email notifications"
      description="Choose which emails we send you. Notifications under the bell in the header stay on."
    >
      {preferences.isPending ? (
        <Spinner className="py-6" label="Loading email preferences" />
      ) : preferences.isError ? (
        <div className="flex flex-col items-start gap-3">
          <StatusMessage tone="error">
            Unable to load your email preferences: {errorMessage(preferences.error)}
          </StatusMessage>
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3">
            {EMAIL_KINDS[role].map(({ type, label, hint }) => {
              const asked = update.isPending ? update.variables[type] : undefined;
              const checked = asked ?? preferences.data[type];
              return (
                <li
                  key={type}
                  className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 p-4"
                >
                  <div>
                    <p id={`email-${type}-label`} className="text-sm font-medium text-slate-900">
                      {label}
                    </p>
                    <p id={`email-${type}-hint`} className="text-sm text-slate-500">
                      {hint}
                    </p>
                  </div>
                  <Switch
                    checked={checked}
                    aria-labelledby={`email-${type}-label`}
                    aria-describedby={`email-${type}-hint`}
                    // Not `disabled`: that would drop keyboard focus while saving.
                    aria-disabled={update.isPending}
                    onCheckedChange={(on) => !update.isPending && update.mutate({ [type]: on })}
                  />
                </li>
              );
            })}
          </ul>
          <p aria-live="polite" className="text-sm empty:hidden">
            {update.isPending ? (
              <span className="text-slate-600">Saving…</span>
            ) : update.isSuccess ? (
              <span className="font-medium text-emerald-700">Saved</span>
            ) : null}
          </p>
          {update.isError && (
            <StatusMessage tone="error">Not saved: {errorMessage(update.error)}</StatusMessage>
          )}
        </div>
      )}
    </SettingsCard>
  );
}
