import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { OwnProfile } from '@/api/dashboard/get-dashboard';
import { resumeKeys } from '@/api/resumes/resume-keys';
import { useUpdateProfile } from '../api/update-profile';
import { StatusMessage } from './status-message';

const key = (skill: string) => skill.trim().toLowerCase();

function listed(skills: string[]) {
  if (skills.length <= 1) return skills.join('');
  return `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}`;
}

/**
 * Skills the CV names that the profile lacks, each a button that adds it to the profile's core
 * skills (the same `PATCH /profile` the skills section saves with), or all of them at once.
 */
export function ResumeSkillSuggestions({
  profile,
  suggested,
}: {
  profile: OwnProfile;
  suggested: string[];
}) {
  const update = useUpdateProfile('candidate');
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string[]>([]);
  const status = useRef<HTMLDivElement>(null);
  // Skills the profile has by now drop out at once, before the CV is read again.
  const have = new Set(profile.core_skills.map(key));
  const missing = suggested.filter((skill) => !have.has(key(skill)));

  const add = (skills: string[]) =>
    update.mutate(
      { core_skills: [...profile.core_skills, ...skills] },
      {
        onSuccess: () => {
          setAdded(skills);
          // The server works the suggestions out again from the profile as it is now.
          void queryClient.invalidateQueries({ queryKey: resumeKeys.all });
          // The button pressed is gone: focus goes to what happened.
          status.current?.focus();
        },
      },
    );

  if (missing.length === 0 && added.length === 0) return null;
  return (
    <section aria-labelledby="resume-skills-title" className="flex flex-col gap-3">
      <h3 id="resume-skills-title" className="text-sm font-semibold text-slate-900">
        Skills your CV mentions that your profile lacks
      </h3>
      <div ref={status} tabIndex={-1} className="outline-none">
        {added.length > 0 && !update.isPending && (
          <StatusMessage tone="success">Added {listed(added)} to your skills.</StatusMessage>
        )}
        {update.isError && (
          <StatusMessage tone="error">Not added: {errorMessage(update.error)}</StatusMessage>
        )}
      </div>
      {missing.length > 0 && (
        <>
          <ul className="flex flex-wrap gap-2">
            {missing.map((skill) => (
              <li key={skill} className="max-w-full">
                <Button
                  variant="secondary"
                  size="sm"
                  // A long skill wraps rather than run out of the card on a phone.
                  className="h-auto min-h-8 max-w-full py-1 text-left whitespace-normal break-words"
                  disabled={update.isPending}
                  onClick={() => add([skill])}
                >
                  <Plus aria-hidden />
                  Add {skill}
                </Button>
              </li>
            ))}
          </ul>
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() => add(missing)}
            >
              Add all
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
