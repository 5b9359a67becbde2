import { Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeferredDialog } from '@/components/ui/use-deferred-dialog';
import type { InvitedCandidate } from './invite-form';

const loadDialog = () => import('./invite-dialog');
const InviteDialog = lazy(async () => ({ default: (await loadDialog()).InviteDialog }));

/**
 * 'Invite to apply' on a candidate's card: the dialog (a chunk of its own, with the form and its
 * schema) picks one of the recruiter's open jobs; focus comes back here when it closes.
 */
export function InviteButton({
  candidate,
  recruiter,
  onInvited,
}: {
  candidate: InvitedCandidate;
  recruiter: string;
  onInvited: (designation: string) => void;
}) {
  const dialog = useDeferredDialog(loadDialog);
  // A fresh form each time it opens.
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button
        {...dialog.triggerProps}
        size="sm"
        onClick={() => {
          setOpened((count) => count + 1);
          dialog.show();
        }}
      >
        <Send aria-hidden />
        Invite to apply
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <InviteDialog
            key={opened}
            dialog={dialog}
            candidate={candidate}
            recruiter={recruiter}
            onSent={(designation) => {
              dialog.setOpen(false);
              onInvited(designation);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
