import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('flex flex-wrap gap-3', className)} {...props} />;
}

/** One choice with its visible label. */
export function RadioGroupItem({ label, className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item> & { label: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm capitalize has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50',
        className,
      )}
    >
      <RadioGroupPrimitive.Item
        id={id}
        className="flex size-4 items-center justify-center rounded-full border border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-brand-600" />
      </RadioGroupPrimitive.Item>
      {label}
    </label>
  );
}
