import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface NumberBoundInputProps {
  label: string;
  /** The accessible name, which also says which question (e.g. 'Question 2 minimum'). */
  name: string;
  /** Undefined when empty; NaN while what is typed is not a number (the schema then says so). */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  invalid?: boolean;
  describedBy?: string;
  controlName?: string;
}

const parse = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * A number typed as text: what is typed stays on screen ('1.', '-') while the draft holds the
 * number it means, and a value changed from outside shows as soon as it differs.
 */
export function NumberBoundInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
  controlName,
}: NumberBoundInputProps) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const shown = Object.is(parse(text), value) ? text : value === undefined ? '' : String(value);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={controlName}
        aria-label={name}
        inputMode="decimal"
        value={shown}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parse(event.target.value));
        }}
      />
    </div>
  );
}
