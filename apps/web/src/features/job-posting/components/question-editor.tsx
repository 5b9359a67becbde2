import { QUESTION_KINDS, type QuestionInput, type QuestionKind } from '@jobhunter/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  QUESTION_KIND_LABELS,
  withChoiceText,
  withKind,
  withoutChoice,
} from '../lib/question-draft';
import {
  questionControlName,
  type QuestionErrors,
  type QuestionField,
} from '../lib/question-errors';
import { ChoicesEditor } from './choices-editor';
import { KnockoutEditor } from './knockout-editor';

interface QuestionEditorProps {
  question: QuestionInput;
  /** Its place in the list (0-based). */
  index: number;
  count: number;
  errors?: QuestionErrors;
  onChange: (question: QuestionInput) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onBlur: (field: QuestionField) => void;
}

/** One screening question: what it asks, how it is answered, whether it must be, and its knock-out. */
export function QuestionEditor({
  question,
  index,
  count,
  errors = {},
  onChange,
  onMove,
  onRemove,
  onBlur,
}: QuestionEditorProps) {
  const position = index + 1;
  const id = question.id ?? String(index);
  const name = (field: QuestionField) => questionControlName(id, field);
  const first = index === 0;
  const last = index === count - 1;

  return (
    <fieldset
      data-question={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">Question {position}</legend>
      <Field label="Question" error={errors.text} required>
        {(control) => (
          <Input
            {...control}
            aria-label={`Question ${position} text`}
            name={name('text')}
            value={question.text ?? ''}
            placeholder="e.g. Can you work from our Berlin office twice a week?"
            onChange={(event) => onChange({ ...question, text: event.target.value })}
            onBlur={() => onBlur('text')}
          />
        )}
      </Field>
      <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2">
        <Field label="Kind" error={errors.kind}>
          {(control) => (
            <Select
              {...control}
              aria-label={`Question ${position} kind`}
              name={name('kind')}
              value={question.kind}
              onChange={(event) => onChange(withKind(question, event.target.value as QuestionKind))}
              onBlur={() => onBlur('kind')}
            >
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {QUESTION_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Checkbox
          label="Required"
          aria-label={`Question ${position} required`}
          name={name('required')}
          className="h-10 justify-self-start"
          checked={question.required ?? false}
          onChange={(event) => onChange({ ...question, required: event.target.checked })}
        />
      </div>
      {question.kind === 'choice' && (
        <ChoicesEditor
          choices={question.choices ?? []}
          position={position}
          name={name('choices')}
          error={errors.choices}
          onChange={(at, text) => onChange(withChoiceText(question, at, text))}
          onAdd={() => onChange({ ...question, choices: [...(question.choices ?? []), ''] })}
          onRemove={(at) => onChange(withoutChoice(question, at))}
          onBlur={() => onBlur('choices')}
        />
      )}
      <KnockoutEditor
        question={question}
        position={position}
        name={name('knockout')}
        error={errors.knockout}
        onChange={(knockout) => onChange({ ...question, knockout })}
        onBlur={() => onBlur('knockout')}
      />
      {(errors.question ?? errors.required) && (
        <p className="text-xs font-medium text-red-700">{errors.question ?? errors.required}</p>
      )}
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {/* At either end the button stays focusable (aria-disabled, not disabled), so focus is
            not lost from the question just moved there. */}
        <Button
          variant="outline"
          size="sm"
          data-action="up"
          aria-disabled={first || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
          onClick={() => !first && onMove(-1)}
        >
          <ArrowUp aria-hidden />
          Move up <span className="sr-only">question {position}</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          data-action="down"
          aria-disabled={last || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-500"
          onClick={() => !last && onMove(1)}
        >
          <ArrowDown aria-hidden />
          Move down <span className="sr-only">question {position}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-red-700" onClick={onRemove}>
          <Trash2 aria-hidden />
          Remove <span className="sr-only">question {position}</span>
        </Button>
      </div>
    </fieldset>
  );
}
