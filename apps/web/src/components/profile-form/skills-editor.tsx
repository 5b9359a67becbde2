import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { canRemoveEntry } from './profile-lists';
import type { ProfileFormValues } from './profile-values';

/** How the wizard and the edit form title the skills. */
export const SKILLS_SECTION = {
  title: 'Core Skills',
  description: 'Add the skills you want recruiters to notice, one per field.',
} as const;

/** Core skills: one input per skill; the last one can't be removed. */
export function SkillsEditor() {
  const { register, setValue, getValues, setFocus, formState, control } =
    useFormContext<ProfileFormValues>();
  const skills = useWatch({ control, name: 'core_skills' });
  const error = (get(formState.errors, 'core_skills') as { message?: string } | undefined)?.message;
  const removable = canRemoveEntry(skills.length);

  // 'Add Skill' puts the cursor in the new field once it is on screen, as 'Add Internship' does.
  const focusNew = useRef(false);
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    setFocus(`core_skills.${skills.length - 1}`);
  }, [skills.length, setFocus]);

  const add = () => {
    focusNew.current = true;
    setValue('core_skills', [...getValues('core_skills'), ''], { shouldDirty: true });
  };
  const remove = (index: number) =>
    setValue(
      'core_skills',
      getValues('core_skills').filter((_, i) => i !== index),
      { shouldDirty: true },
    );

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {skills.map((_, index) => (
          <div key={index} className="flex flex-col gap-1.5">
            <Label htmlFor={`skill-${index}`}>Skill {index + 1}</Label>
            <div className="flex gap-2">
              <Input
                id={`skill-${index}`}
                placeholder="e.g. TypeScript"
                {...register(`core_skills.${index}`)}
              />
              <Button
                variant="ghost"
                size="icon"
                className="text-red-600 hover:bg-red-50"
                disabled={!removable}
                aria-label={`Remove Skill ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden />
              </Button>
            </div>
          </div>
        ))}
      </div>
      {error && <p className="text-xs font-medium text-red-700">{error}</p>}
      <Button variant="outline" className="self-start" onClick={add}>
        <Plus aria-hidden />
        Add Skill
      </Button>
    </div>
  );
}
