import type { Knockout, QuestionInput } from '@jobhunter/shared';
import { useId, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { NumberBoundInput } from './number-bound-input';

interface KnockoutEditorProps {
  question: QuestionInput;
  /** The question's place (1-based), for the controls' names. */
  position: number;
  error?: string;
  /** The first control's `name`, so a page can move focus here when the rule has a problem. */
  name: string;
  onChange: (knockout: Knockout | null) => void;
  onBlur: () => void;
}

/**
 * The rule an answer must meet, in the terms of the question's kind: the yes/no answer that
 * passes, the range a number must fall in, or the choices that pass. Text is never knocked out.
 */
export function KnockoutEditor({
  question,
  position,
  error,
  name,
  onChange,
  onBlur,
}: KnockoutEditorProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const rule = question.knockout;
  const invalid = error ? true : undefined;
  // A rule on an optional question only judges the answers given.
  const skipNote =
    rule && !question.required
      ? ' Applicants who skip this optional question are not knocked out.'
      : '';

  if (question.kind === 'text')
    return <p className="text-sm text-slate-600">Text answers are never knocked out.</p>;

  const frame = (legend: string, hint: string, body: ReactNode) => (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      {body}
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
        {skipNote}
      </p>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );

  if (question.kind === 'yesno') {
    const value = rule?.equals === true ? 'yes' : rule?.equals === false ? 'no' : 'either';
    return frame(
      'Applicants must answer',
      'An applicant who answers otherwise is knocked out.',
      <RadioGroup
        name={name}
        value={value}
        aria-label={`Question ${position}: applicants must answer`}
        onValueChange={(next) => onChange(next === 'either' ? null : { equals: next === 'yes' })}
        onBlur={onBlur}
      >
        <RadioGroupItem value="yes" label="Yes" aria-invalid={invalid} />
        <RadioGroupItem value="no" label="No" aria-invalid={invalid} />
        <RadioGroupItem
          value="either"
          label="Either (no knock-out)"
          className="normal-case"
          aria-invalid={invalid}
        />
      </RadioGroup>,
    );
  }

  if (question.kind === 'number') {
    const bound = (key: 'min' | 'max', next: number | undefined) => {
      const bounds: Knockout = { min: rule?.min, max: rule?.max, [key]: next };
      if (bounds.min === undefined) delete bounds.min;
      if (bounds.max === undefined) delete bounds.max;
      onChange(Object.keys(bounds).length ? bounds : null);
    };
    return frame(
      'Knock-out',
      'Answers below the minimum or above the maximum are knocked out. Leave both empty for no knock-out.',
      <div className="grid grid-cols-2 gap-3">
        <NumberBoundInput
          label="Minimum"
          name={`Question ${position} minimum`}
          controlName={name}
          value={rule?.min}
          onChange={(next) => bound('min', next)}
          onBlur={onBlur}
          invalid={invalid}
          describedBy={describedBy}
        />
        <NumberBoundInput
          label="Maximum"
          name={`Question ${position} maximum`}
          value={rule?.max}
          onChange={(next) => bound('max', next)}
          onBlur={onBlur}
          invalid={invalid}
          describedBy={describedBy}
        />
      </div>,
    );
  }

  const choices = question.choices ?? [];
  const passing = rule?.oneOf ?? [];
  const toggle = (choice: string, checked: boolean) => {
    const oneOf = choices.filter((c) => (c === choice ? checked : passing.includes(c)));
    onChange(oneOf.length ? { oneOf } : null);
  };
  const named = choices
    .map((choice, index) => ({ choice, index }))
    .filter(({ choice }) => choice.trim() !== '');
  return frame(
    'Passing answers',
    'Any other answer is knocked out. Tick none for no knock-out.',
    named.length === 0 ? (
      <p className="text-sm text-slate-600">
        Type the choices first, then tick the ones that pass.
      </p>
    ) : (
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {named.map(({ choice, index }) => (
          <Checkbox
            // The choices have no identity of their own; their position is what the user sees.
            key={index}
            label={choice}
            name={index === named[0].index ? name : undefined}
            className="min-w-0 [overflow-wrap:anywhere]"
            checked={passing.includes(choice)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => toggle(choice, event.target.checked)}
            onBlur={onBlur}
          />
        ))}
      </div>
    ),
  );
}
