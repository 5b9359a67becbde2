import type { Role } from '@jobhunter/shared';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { LOGIN_PATH } from '@/lib/paths';
import { clearSession } from '@/lib/session';
import { useLogoutAll } from '../api/logout-all';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

/** `POST /logout-all`: every login ends, this one too, so the user goes to the login page. */
export function SignOutEverywhereCard({ role }: { role: Role }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logoutAll = useLogoutAll(role);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const onConfirm = () =>
    logoutAll.mutate(undefined, {
      onSuccess: () => {
        clearSession(role);
        // Nothing of the signed-out account stays cached in this tab.
        queryClient.removeQueries();
        navigate(LOGIN_PATH[role], {
          state: { notice: 'You have been signed out on every device.' },
        });
      },
      onError: () => setConfirmOpen(false),
    });

  return (
    <SettingsCard
      id="sign-out-everywhere"
      title="Sign out everywhere"
      description="Lost a phone or used a shared computer? End every login of your account, on every device, this one included."
    >
      <div className="flex flex-col items-start gap-3">
        {logoutAll.isError && (
          <StatusMessage tone="error">
            Could not sign out everywhere: {errorMessage(logoutAll.error)}
          </StatusMessage>
        )}
        <Button variant="outline" onClick={() => setConfirmOpen(true)}>
          <LogOut aria-hidden />
          Sign out everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Sign out everywhere?"
        description="Every device signed in to this account, this one included, will need to log in again."
        confirmLabel="Sign out everywhere"
        cancelLabel="Cancel"
        pending={logoutAll.isPending}
        pendingLabel="Signing out…"
        onConfirm={onConfirm}
      />
    </SettingsCard>
  );
}
