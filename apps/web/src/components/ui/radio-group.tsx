import { createContext, useContext, useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface RadioGroupState {
  name: string;
  value: string | undefined;
  onValueChange?: (value: string) => void;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> {
  value?: string;
  onValueChange?: (value: string) => void;
  /** The native group name; a generated one when omitted. */
  name?: string;
}

/**
 * Native radio inputs in a `radiogroup`: the browser's own arrow-key behaviour, where moving to a
 * choice also selects it, so what is focused and what is checked never disagree.
 */
export function RadioGroup({ className, value, onValueChange, name, ...props }: RadioGroupProps) {
  const generated = useId();
  return (
    <RadioGroupContext.Provider value={{ name: name ?? generated, value, onValueChange }}>
      <div role="radiogroup" className={cn('flex flex-wrap gap-3', className)} {...props} />
    </RadioGroupContext.Provider>
  );
}

/** One choice with its visible label. */
export function RadioGroupItem({
  label,
  value,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'value'> & { label: string; value: string }) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm capitalize has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        className,
      )}
    >
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.onValueChange?.(value)}
        className="size-4 cursor-pointer accent-brand-600 focus-visible:outline-none"
        {...props}
      />
      {label}
    </label>
  );
}
