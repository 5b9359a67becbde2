import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';

interface ConfirmedDeleteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Runs after 'Yes'; rejects with an error whose message the error popup shows. */
  onDelete: () => Promise<unknown>;
  successTitle: string;
  successDescription: string;
  /** Where to go once the success popup has been read, and after how long (ms). */
  redirectTo: string;
  redirectDelay: number;
}

type Outcome =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** docs/product.md §5: deleting needs an explicit yes; then a success popup and a delayed redirect. */
export function ConfirmedDelete({
  open,
  onOpenChange,
  title,
  description,
  onDelete,
  successTitle,
  successDescription,
  redirectTo,
  redirectDelay,
}: ConfirmedDeleteProps) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  useEffect(() => {
    if (outcome.kind !== 'done') return;
    const timer = setTimeout(() => navigate(redirectTo), redirectDelay);
    return () => clearTimeout(timer);
  }, [outcome.kind, navigate, redirectTo, redirectDelay]);

  const confirm = async () => {
    setOutcome({ kind: 'pending' });
    try {
      await onDelete();
      onOpenChange(false);
      setOutcome({ kind: 'done' });
    } catch (error) {
      onOpenChange(false);
      setOutcome({
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        description={description}
        pending={outcome.kind === 'pending'}
        pendingLabel="Deleting…"
        onConfirm={() => void confirm()}
      />
      <MessageDialog
        open={outcome.kind === 'done'}
        onOpenChange={() => navigate(redirectTo)}
        tone="success"
        title={successTitle}
        description={successDescription}
        actions={<p className="text-sm text-slate-500">Redirecting…</p>}
      />
      <MessageDialog
        open={outcome.kind === 'failed'}
        onOpenChange={() => setOutcome({ kind: 'idle' })}
        tone="error"
        title="Error"
        description={outcome.kind === 'failed' ? outcome.message : ''}
      />
    </>
  );
}
