import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { addSkills } from '../lib/search-params';

/**
 * Skills a candidate must have (any of them): typed one at a time and added with Enter or 'Add
 * skill', shown as removable chips. Removing one puts focus back in the field, never on the body.
 */
export function SkillsFilter({
  skills,
  onChange,
}: {
  skills: string[];
  onChange: (skills: string[]) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const add = () => {
    onChange(addSkills(skills, typed));
    setTyped('');
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>Skills</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          autoComplete="off"
          placeholder="e.g. TypeScript"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the skill; with nothing typed it submits the search as usual.
            if (event.key === 'Enter' && typed.trim()) {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Add skill"
          disabled={!typed.trim()}
          onClick={add}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Candidates with any of these skills
      </p>
      {skills.length > 0 && (
        <ul aria-label="Chosen skills" className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                aria-label={`Remove skill ${skill}`}
                onClick={() => {
                  onChange(skills.filter((other) => other !== skill));
                  document.getElementById(id)?.focus();
                }}
                className="inline-flex h-8 max-w-[16rem] cursor-pointer items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="truncate">{skill}</span>
                <X aria-hidden className="size-4 shrink-0" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
