import { ROLES, type PublicProfile, type Role } from '@jobhunter/shared';
import { ArrowLeft, Ban, UserCheck, UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-error';
import { ADMIN_PATH, PROFILE_PATH } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useModeratedProfile } from '@/api/admin/get-moderated-profile';
import { useResolveReport } from '@/api/admin/resolve-report';
import { useSuspendAccount } from '@/api/admin/suspend-account';
import { useUnsuspendAccount } from '@/api/admin/unsuspend-account';
import { targetLabel } from '../lib/report-targets';
import { ActionFeedback } from './action-feedback';
import { AdminOnly } from './admin-only';
import { ReasonDialog } from './reason-dialog';
import { TargetReports, useTargetReports } from './target-reports';

function ProfileSummary({ role, profile }: { role: Role; profile: PublicProfile }) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5">
      <h2 className="text-xl font-semibold break-words text-slate-900">
        {profile.firstName} {profile.lastName}
      </h2>
      {profile.title && <p className="text-sm text-slate-700">{profile.title}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="green">Active</Badge>
        <Link
          to={PROFILE_PATH[role](profile.username)}
          className="text-sm font-medium text-brand-700 underline"
        >
          Open the public profile
        </Link>
      </div>
    </Card>
  );
}

type Dialog = 'suspend' | 'dismiss' | null;

function AccountModeration({ role, username }: { role: Role; username: string }) {
  const profile = useModeratedProfile(role, username);
  const reports = useTargetReports(role, username);
  const suspend = useSuspendAccount();
  const unsuspend = useUnsuspendAccount();
  const resolve = useResolveReport();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [done, setDone] = useState<string | null>(null);
  // The action's button gives way to its opposite (Hide to Unhide): focus stays in the actions.
  const actions = useRef<HTMLElement>(null);
  const openReport = reports.open[0];
  // A suspended account's profile is hidden from everyone: the public profile answers 404.
  const suspended = profile.isError && isApiError(profile.error) && profile.error.status === 404;
  const pending = suspend.isPending || unsuspend.isPending || resolve.isPending;

  const openDialog = (next: Dialog) => {
    suspend.reset();
    resolve.reset();
    setDone(null);
    setDialog(next);
  };
  const finish = (message: string) => {
    setDialog(null);
    setDone(message);
  };

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight break-all text-slate-900 sm:text-3xl">
        {targetLabel(role, username)}
      </h1>
      {profile.isPending ? (
        <Spinner className="py-8" label="Loading profile..." showLabel />
      ) : suspended ? (
        <Card className="flex flex-col gap-2 p-4 sm:p-5">
          <div>
            <Badge tone="red">Suspended</Badge>
          </div>
          <p className="text-sm text-slate-700">
            Its profile and jobs are hidden and it cannot sign in.
          </p>
        </Card>
      ) : profile.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {profile.error.message}
        </p>
      ) : (
        <ProfileSummary role={role} profile={profile.data} />
      )}
      <section
        ref={actions}
        tabIndex={-1}
        aria-label="Actions"
        className="flex flex-col gap-3 focus:outline-none"
      >
        <div className="flex flex-wrap gap-2">
          {suspended ? (
            <Button
              variant="outline"
              disabled={pending}
              onClick={() => {
                setDone(null);
                unsuspend.mutate(
                  { role, username },
                  {
                    onSuccess: () => {
                      setDone('The account is active again.');
                      actions.current?.focus();
                    },
                  },
                );
              }}
            >
              <UserCheck aria-hidden />
              Unsuspend account
            </Button>
          ) : (
            profile.isSuccess && (
              <Button
                variant="destructive"
                disabled={pending}
                onClick={() => openDialog('suspend')}
              >
                <UserX aria-hidden />
                Suspend account
              </Button>
            )
          )}
          {openReport && (
            <Button variant="outline" disabled={pending} onClick={() => openDialog('dismiss')}>
              <Ban aria-hidden />
              Dismiss reports
            </Button>
          )}
        </div>
        <ActionFeedback
          done={done}
          error={unsuspend.isError ? unsuspend.error.message : undefined}
        />
      </section>
      <TargetReports reports={reports} />

      <ReasonDialog
        open={dialog === 'suspend'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Suspend this account"
        description={
          openReport
            ? 'It is signed out and cannot sign in; its profile and jobs are hidden until it is unsuspended. Its open reports are resolved.'
            : 'It is signed out and cannot sign in; its profile and jobs are hidden until it is unsuspended.'
        }
        label="Reason"
        required
        confirmLabel="Suspend account"
        fallbackFocus={actions}
        pending={suspend.isPending || resolve.isPending}
        error={
          suspend.isError
            ? suspend.error.message
            : resolve.isError
              ? resolve.error.message
              : undefined
        }
        onConfirm={(reason) =>
          // Suspending a reported account answers its reports too, so they leave the open queue.
          openReport
            ? resolve.mutate(
                { id: openReport.id, resolution: { action: 'suspend', note: reason } },
                { onSuccess: () => finish('The account is suspended.') },
              )
            : suspend.mutate(
                { role, username, reason },
                { onSuccess: () => finish('The account is suspended.') },
              )
        }
      />
      <ReasonDialog
        open={dialog === 'dismiss'}
        onOpenChange={(next) => !next && setDialog(null)}
        title="Dismiss the reports"
        description="Every open report on this account is resolved and the account stays as it is."
        label="Note (optional)"
        required={false}
        confirmLabel="Dismiss reports"
        fallbackFocus={actions}
        pending={resolve.isPending}
        error={resolve.isError ? resolve.error.message : undefined}
        onConfirm={(note) =>
          openReport &&
          resolve.mutate(
            { id: openReport.id, resolution: { action: 'dismiss', ...(note ? { note } : {}) } },
            { onSuccess: () => finish('The reports are dismissed.') },
          )
        }
      />
    </div>
  );
}

const isRole = (value: string | undefined): value is Role =>
  (ROLES as readonly string[]).includes(value ?? '');

/** /Admin/Account/{role}/{username}: a reported account, its reports, suspend or unsuspend it. */
export function AccountModerationPage() {
  const { role, username = '' } = useParams();
  useDocumentMeta(`@${username} · Admin · JobHunter`);
  return (
    <AdminOnly>
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={ADMIN_PATH}>
          <ArrowLeft aria-hidden />
          Back to reports
        </Link>
      </Button>
      {isRole(role) ? (
        <AccountModeration role={role} username={username} />
      ) : (
        <EmptyState title="Page not found" description="Accounts are candidates or recruiters." />
      )}
    </AdminOnly>
  );
}
