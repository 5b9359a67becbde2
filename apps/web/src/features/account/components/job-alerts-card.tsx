import type { SavedSearch } from '@jobhunter/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/saved-searches';
import { JobAlertItem } from './job-alert-item';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

/** Candidates only: the searches saved on Find Jobs, each emailing new matches. */
export function JobAlertsCard({ username }: { username: string }) {
  const alerts = useSavedSearches(username);
  const remove = useDeleteSavedSearch(username);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const deleteButton = useRef<HTMLButtonElement | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // 'Manage job alerts' links here with #job-alerts; the section only exists once the profile has
  // loaded, so the browser's own jump to the anchor finds nothing. The sticky header is 4rem high.
  useEffect(() => {
    const region = listRef.current?.closest('[role="region"]');
    if (hash === '#job-alerts' && region)
      window.scrollTo({ top: region.getBoundingClientRect().top + window.scrollY - 80 });
  }, [hash]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleted(deleting.name);
        setDeleting(null);
      },
      // The dialog closes so the error below the list can be read.
      onError: () => setDeleting(null),
    });
  };

  return (
    <SettingsCard
      id="job-alerts"
      title="Job alerts"
      description="Emails about new jobs that match a search you saved on Find Jobs."
    >
      <div ref={listRef} tabIndex={-1} className="flex scroll-mt-24 flex-col gap-3 outline-none">
        <p aria-live="polite" className="text-sm empty:hidden">
          {deleted && (
            <span className="font-medium text-emerald-700">Deleted the “{deleted}” alert</span>
          )}
        </p>
        {alerts.isPending ? (
          <Spinner className="py-6" label="Loading job alerts" />
        ) : alerts.isError ? (
          <div className="flex flex-col items-start gap-3">
            <StatusMessage tone="error">
              Unable to load your job alerts: {errorMessage(alerts.error)}
            </StatusMessage>
            <Button variant="outline" onClick={() => void alerts.refetch()}>
              Try Again
            </Button>
          </div>
        ) : alerts.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-4">
            <p className="text-sm text-slate-600">
              <span className="block font-medium text-slate-900">No job alerts yet</span>
              Search and filter on Find Jobs, then choose 'Save this search' to get an email when
              new jobs match.
            </p>
            <Button asChild variant="secondary" size="sm">
              <Link to="/AllJobs">Find Jobs</Link>
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {alerts.data.map((alert) => (
              <JobAlertItem
                key={alert.id}
                alert={alert}
                username={username}
                onDelete={(alert, button) => {
                  deleteButton.current = button;
                  setDeleting(alert);
                }}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete job alert"
        description={`Stop the “${deleting?.name ?? ''}” alert? You will get no more emails for it. This cannot be undone.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={remove.isPending}
        pendingLabel="Deleting…"
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // Back to the alert's Delete button; when the alert is gone, to the list that held it.
          event.preventDefault();
          const button = deleteButton.current;
          (button?.isConnected ? button : listRef.current)?.focus();
        }}
      />
      {remove.isError && (
        <StatusMessage tone="error">
          Could not delete the alert: {errorMessage(remove.error)}
        </StatusMessage>
      )}
    </SettingsCard>
  );
}
