import type { Role } from '@jobhunter/shared';
import { useCallback, useState } from 'react';
import type { OwnProfile } from '@/api/dashboard/get-dashboard';
import { toFormValues } from '../lib/to-form-values';
import { ProfileSectionForm } from './profile-section-form';
import { PROFILE_SECTIONS } from './profile-sections';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';

/** Every section of the profile, each saved on its own, with a list of them to jump to on wide screens. */
export function EditProfileForm({ role, profile }: { role: Role; profile: OwnProfile }) {
  // Taken once: sections keep what is typed while the cached profile changes under them.
  const [initial] = useState(() => toFormValues(profile));
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback(
    (id: string, value: boolean) =>
      setDirty((current) => (current[id] === value ? current : { ...current, [id]: value })),
    [],
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <nav aria-label="Profile sections" className="hidden lg:block">
        <ul className="sticky top-24 flex flex-col gap-1 text-sm">
          {PROFILE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#section-${section.id}`}
                className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium text-slate-600 hover:bg-white hover:text-slate-900"
              >
                {section.title}
                {dirty[section.id] && (
                  <span className="size-2 rounded-full bg-amber-500">
                    <span className="sr-only">(unsaved changes)</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-6">
        {PROFILE_SECTIONS.map((section) => (
          <ProfileSectionForm
            key={section.id}
            role={role}
            section={section}
            initial={initial}
            onDirtyChange={onDirtyChange}
          />
        ))}
      </div>
      <UnsavedChangesGuard when={Object.values(dirty).some(Boolean)} />
    </div>
  );
}
