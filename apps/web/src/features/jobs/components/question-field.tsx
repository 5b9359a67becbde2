import type { PublicQuestion } from '@jobhunter/shared';
import { RequiredMark } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

interface QuestionFieldProps {
  question: PublicQuestion;
  /** Ties the control to the question, and lets the form move the focus to it. */
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** Past this many choices a list of radio buttons gets long: a select takes less room. */
const MAX_RADIO_CHOICES = 5;

function QuestionError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-xs font-medium text-red-600">
      {error}
    </p>
  );
}

/** A choice between radio buttons, named by the question as the group's legend. */
function RadioQuestion({
  question,
  id,
  value,
  error,
  onChange,
  onBlur,
  options,
}: QuestionFieldProps & { options: { value: string; label: string }[] }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5" onBlur={onBlur}>
      <legend id={`${id}-label`} className="mb-1.5 flex items-baseline gap-0.5">
        <span className="text-sm font-medium text-slate-700">{question.text}</span>
        {question.required && <RequiredMark />}
      </legend>
      <RadioGroup
        id={id}
        value={value}
        onValueChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-required={question.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <RadioGroupItem
            key={option.value}
            value={option.value}
            label={option.label}
            className="normal-case"
          />
        ))}
      </RadioGroup>
      <QuestionError id={id} error={error} />
    </fieldset>
  );
}

/**
 * One screening question of the apply form, as its kind asks: yes or no, a number, one of its
 * choices, or text. A required question is marked; its problem is tied to the control.
 */
export function QuestionField(props: QuestionFieldProps) {
  const { question, id, value, error, onChange, onBlur } = props;
  if (question.kind === 'yesno')
    return (
      <RadioQuestion
        {...props}
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />
    );
  const choices = question.choices ?? [];
  if (question.kind === 'choice' && choices.length <= MAX_RADIO_CHOICES)
    return (
      <RadioQuestion
        {...props}
        options={choices.map((choice) => ({ value: choice, label: choice }))}
      />
    );
  const tied = {
    id,
    onBlur,
    'aria-required': question.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{question.text}</Label>
        {question.required && <RequiredMark />}
      </div>
      {question.kind === 'number' ? (
        <Input
          {...tied}
          type="number"
          step="any"
          inputMode="decimal"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : question.kind === 'choice' ? (
        <Select {...tied} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </Select>
      ) : (
        <Textarea
          {...tied}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <QuestionError id={id} error={error} />
    </div>
  );
}
