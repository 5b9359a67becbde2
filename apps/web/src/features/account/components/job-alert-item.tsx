import { ALERT_FREQUENCIES, type AlertFrequency, type SavedSearch } from '@jobhunter/shared';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { searchSummary } from '@/lib/search-summary';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { JobAlertRenameForm } from './job-alert-rename-form';
import { StatusMessage } from './status-message';

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
};

interface JobAlertItemProps {
  alert: SavedSearch;
  username: string;
  /** Gets the Delete button too, so focus can go back to it when the question is cancelled. */
  onDelete: (alert: SavedSearch, button: HTMLButtonElement) => void;
}

/** One saved search: its name and filters in words, how often it emails, rename, run and delete. */
export function JobAlertItem({ alert, username, onDelete }: JobAlertItemProps) {
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);
  const frequency = useUpdateSavedSearch(username, alert.id);
  const shownFrequency =
    frequency.isPending && frequency.variables.frequency
      ? frequency.variables.frequency
      : alert.frequency;

  const stopRenaming = () => {
    setRenaming(false);
    // Back to the button that opened the field, for keyboard users.
    requestAnimationFrame(() => renameRef.current?.focus());
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      {renaming ? (
        <JobAlertRenameForm alert={alert} username={username} onDone={stopRenaming} />
      ) : (
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{alert.name}</h3>
          <p className="text-sm break-words text-slate-600">{searchSummary(alert.query)}</p>
        </div>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-frequency`}>
            How often
            <span className="sr-only"> for {alert.name}</span>
          </Label>
          <Select
            id={`${id}-frequency`}
            value={shownFrequency}
            className="h-8 w-40"
            onChange={(event) =>
              frequency.mutate({ frequency: event.target.value as AlertFrequency })
            }
          >
            {ALERT_FREQUENCIES.map((value) => (
              <option key={value} value={value}>
                {FREQUENCY_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-wrap gap-1">
          {!renaming && (
            <Button
              ref={renameRef}
              variant="ghost"
              size="sm"
              aria-label={`Rename ${alert.name}`}
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden />
              Rename
            </Button>
          )}
          <Button asChild variant="ghost" size="sm">
            <Link
              to={`/AllJobs${alert.query ? `?${alert.query}` : ''}`}
              aria-label={`Run this search: ${alert.name}`}
            >
              <Search aria-hidden />
              Run this search
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Delete ${alert.name}`}
            onClick={(event) => onDelete(alert, event.currentTarget)}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="text-sm empty:hidden">
        {frequency.isPending ? (
          <span className="text-slate-600">Saving…</span>
        ) : frequency.isSuccess ? (
          <span className="font-medium text-emerald-700">Saved</span>
        ) : null}
      </p>
      {frequency.isError && (
        <StatusMessage tone="error">Not saved: {errorMessage(frequency.error)}</StatusMessage>
      )}
    </li>
  );
}
