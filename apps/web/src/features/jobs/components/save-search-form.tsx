import { zodResolver } from '@hookform/resolvers/zod';
import { savedSearchInputSchema, type AlertFrequency } from '@jobhunter/shared';
import { CircleCheck } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormErrorAlert } from '@/components/ui/form-error-alert';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { apiIssues } from '@/lib/api-issues';
import { SETTINGS_PATH } from '@/lib/paths';
import { defaultSearchName, searchSummary } from '@/lib/search-summary';
import { useSaveSearch } from '../api/save-search';

const formSchema = savedSearchInputSchema.pick({ name: true, frequency: true });
type FormValues = z.input<typeof formSchema>;

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily digest',
};

/** Where the saved searches are managed (account settings, its 'Job alerts' section). */
const MANAGE_ALERTS_PATH = `${SETTINGS_PATH.candidate}#job-alerts`;

/** The inside of the 'Save this search' dialog: name and frequency, then the outcome. */
export function SaveSearchForm({ query }: { query: string }) {
  const save = useSaveSearch();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: defaultSearchName(query), frequency: 'instant' },
  });
  const { errors } = form.formState;
  const issues = apiIssues(save.error);
  const nameIssue = issues.find((issue) => issue.path === 'name')?.message;
  const otherIssues = issues.filter((issue) => issue.path !== 'name');

  if (save.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>Search saved as “{save.data.name}”. We'll email you when new jobs match it.</span>
        </p>
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to={MANAGE_ALERTS_PATH}>Manage job alerts</Link>
          </Button>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ name: values.name.trim(), frequency: values.frequency, query }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Jobs matching <span className="font-medium text-slate-900">{searchSummary(query)}</span>
      </p>
      <Field label="Alert name" error={errors.name?.message ?? nameIssue} required>
        {(control) => (
          <Input {...control} maxLength={100} autoComplete="off" {...form.register('name')} />
        )}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">How often</legend>
        <Controller
          control={form.control}
          name="frequency"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-label="How often"
              aria-describedby="save-search-frequency-hint"
            >
              {(['instant', 'daily'] as const).map((frequency) => (
                <RadioGroupItem
                  key={frequency}
                  value={frequency}
                  label={FREQUENCY_LABELS[frequency]}
                  className="normal-case"
                />
              ))}
            </RadioGroup>
          )}
        />
        <p id="save-search-frequency-hint" className="text-xs text-slate-500">
          Instant: an email as soon as a matching job is posted. Daily digest: one email a day
          listing the day's matches.
        </p>
      </fieldset>
      {save.isError && !nameIssue && (
        <FormErrorAlert
          message={`Could not save this search: ${save.error.message}`}
          issues={otherIssues}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save search'}
        </Button>
      </DialogFooter>
    </form>
  );
}
