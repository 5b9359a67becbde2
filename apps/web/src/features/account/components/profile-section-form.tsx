import { profileUpdateSchema, type Role } from '@jobhunter/shared';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ProfileFormValues } from '@/components/profile-form/profile-values';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';
import { schemaIssues, serverIssues, type FieldIssue } from '../lib/field-issues';
import { toFormValues } from '../lib/to-form-values';
import type { ProfileSection } from './profile-sections';
import { SectionSaveBar, type SaveOutcome } from './section-save-bar';

interface ProfileSectionFormProps {
  role: Role;
  section: ProfileSection;
  initial: ProfileFormValues;
  onDirtyChange: (sectionId: string, dirty: boolean) => void;
}

function pick(values: ProfileFormValues, fields: ProfileSection['fields']) {
  return Object.fromEntries(
    fields.map((field) => [field, values[field]]),
  ) as Partial<ProfileFormValues>;
}

/**
 * One section of the profile in a form of its own: checked with the wizard's shared schema, saved
 * with `PATCH /profile` carrying only its fields. A failed save keeps everything typed.
 */
export function ProfileSectionForm({
  role,
  section,
  initial,
  onDirtyChange,
}: ProfileSectionFormProps) {
  const form = useForm<ProfileFormValues>({ defaultValues: pick(initial, section.fields) });
  const update = useUpdateProfile(role);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange(section.id, isDirty), [onDirtyChange, section.id, isDirty]);

  const showIssues = (issues: FieldIssue[]) => {
    // Issue paths come from the shared schemas and match the form's field names.
    issues.forEach((issue) =>
      form.setError(issue.path as 'firstName', { type: 'schema', message: issue.message }),
    );
    if (issues[0]) form.setFocus(issues[0].path as 'firstName');
  };

  const onConflict = (message: string) => {
    // 409: email or number belongs to another account; mark the one(s) changed here.
    const contacts = (['email', 'number'] as const).filter((field) =>
      section.fields.includes(field),
    );
    const changed = contacts.filter((field) => form.getFieldState(field).isDirty);
    (changed.length > 0 ? changed : contacts).forEach((field) =>
      form.setError(field, { type: 'server', message }),
    );
  };

  const save = () => {
    form.clearErrors();
    const parsed = profileUpdateSchema.safeParse(pick(form.getValues(), section.fields));
    if (!parsed.success) {
      const issues = schemaIssues(parsed.error);
      showIssues(issues);
      setOutcome({ kind: 'error', message: issues[0]?.message ?? 'Please check this section' });
      return;
    }
    setOutcome(null);
    update.mutate(parsed.data, {
      onSuccess: (profile) => {
        form.reset(pick(toFormValues(profile), section.fields));
        setOutcome({ kind: 'saved' });
      },
      onError: (error) => {
        const issues = serverIssues(error);
        showIssues(issues);
        if (isApiError(error) && error.status === 409) onConflict(error.message);
        setOutcome({ kind: 'error', message: issues[0]?.message ?? errorMessage(error) });
      },
    });
  };

  const titleId = `section-${section.id}-title`;
  return (
    <Card
      id={`section-${section.id}`}
      role="region"
      aria-labelledby={titleId}
      className="scroll-mt-24"
    >
      <CardHeader>
        <CardTitle id={titleId}>{section.title}</CardTitle>
        {section.description && <CardDescription>{section.description}</CardDescription>}
      </CardHeader>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <CardContent className="flex flex-col gap-6">
            <section.Content />
          </CardContent>
          <SectionSaveBar
            title={section.title}
            dirty={isDirty}
            pending={update.isPending}
            outcome={outcome}
          />
        </form>
      </FormProvider>
    </Card>
  );
}
