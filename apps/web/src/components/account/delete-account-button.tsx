import type { Role } from '@jobhunter/shared';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteAccount } from '@/api/accounts/delete-account';
import { clearSession } from '@/lib/session';
import { TIMINGS } from '@/lib/timings';

interface DeleteAccountButtonProps {
  role: Role;
  username: string;
  /** Called once the account is gone and the local session cleared, before the redirect. */
  onDeleted?: () => void;
}

/**
 * 'Delete Profile' with the flow of docs/product.md §4: confirm yes/no, delete, log out, 'Deleted !'
 * popup, then home after 2.5 s. Offered on the dashboard and in the account settings.
 */
export function DeleteAccountButton({ role, username, onDeleted }: DeleteAccountButtonProps) {
  const navigate = useNavigate();
  const deletion = useDeleteAccount(role);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!deleted) return;
    const timer = setTimeout(() => navigate('/'), TIMINGS.redirectAfterDelete);
    return () => clearTimeout(timer);
  }, [deleted, navigate]);

  const onDelete = () =>
    deletion.mutate(username, {
      onSuccess: () => {
        setConfirmOpen(false);
        // The server already ended every login of the deleted account, so only local data is left to clear.
        clearSession(role);
        onDeleted?.();
        setDeleted(true);
      },
      onError: (error) => {
        setConfirmOpen(false);
        setFailure(errorMessage(error));
      },
    });

  return (
    <>
      <Button
        variant="outline"
        className="border-red-200 text-red-700 hover:bg-red-50"
        onClick={() => setConfirmOpen(true)}
      >
        <Trash2 aria-hidden />
        Delete Profile
      </Button>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete Account"
        description="Are you sure you want to delete this account? This action cannot be undone."
        confirmLabel="Yes, delete"
        pending={deletion.isPending}
        pendingLabel="Deleting…"
        onConfirm={onDelete}
      />
      <MessageDialog
        open={deleted}
        onOpenChange={() => navigate('/')}
        tone="success"
        title="Deleted !"
        description="Account Deleted Successfully.Navigating back to homepage...."
        hideActions
      />
      <MessageDialog
        open={failure !== null}
        onOpenChange={() => setFailure(null)}
        tone="error"
        title="Error"
        description={failure ?? ''}
      />
    </>
  );
}
