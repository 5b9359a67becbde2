import type { SavedSearch } from '@jobhunter/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiIssues } from '@/lib/api-issues';
import { useUpdateSavedSearch } from '../api/update-saved-search';

/** Renaming a job alert in place: Enter or 'Save name' saves, Escape or 'Cancel' leaves it as it was. */
export function JobAlertRenameForm({
  alert,
  username,
  onDone,
}: {
  alert: SavedSearch;
  username: string;
  onDone: () => void;
}) {
  const [name, setName] = useState(alert.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useUpdateSavedSearch(username, alert.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem('Name is required');
    if (trimmed === alert.name) return onDone();
    setProblem(null);
    rename.mutate(
      { name: trimmed },
      {
        onSuccess: onDone,
        onError: (error) =>
          setProblem(
            apiIssues(error).find((issue) => issue.path === 'name')?.message ?? error.message,
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field label="Alert name" error={problem ?? undefined} className="flex-1">
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={100}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                onDone();
              }
            }}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" className="h-10" disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </Button>
        <Button type="button" variant="outline" size="sm" className="h-10" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
