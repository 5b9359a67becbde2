import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureText } from '../lib/failure-text';
import { useRemoveMember } from '../api/remove-member';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import type { TeamCompany } from '../lib/company-team-types';

const TEXTS = TEAM_TEXTS.leave;

/** Any member leaves after a yes; the last owner of a team is refused (409) and told why. */
export function LeaveCompanyButton({
  company,
  me,
  onLeft,
}: {
  company: TeamCompany;
  me: string;
  onLeft: (companyName: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const leave = useRemoveMember(company.slug);
  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <LogOut aria-hidden />
        {TEXTS.button}
      </Button>
      {leave.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failureText(leave.error)}
        </p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={TEXTS.title(company.name)}
        description={TEXTS.description}
        pending={leave.isPending}
        pendingLabel={TEXTS.pending}
        // After leaving, this button is gone: the page puts focus on its notice instead.
        onCloseAutoFocus={(event) => leave.isSuccess && event.preventDefault()}
        onConfirm={() =>
          leave.mutate(me, {
            onSuccess: () => onLeft(company.name),
            onSettled: () => setOpen(false),
          })
        }
      />
    </div>
  );
}
