import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox with its visible label. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn('flex cursor-pointer items-center gap-2 text-sm text-slate-700', className)}
    >
      <input
        id={id}
        type="checkbox"
        className="size-4 cursor-pointer rounded border-slate-300 accent-brand-600"
        {...props}
      />
      {label}
    </label>
  );
}
