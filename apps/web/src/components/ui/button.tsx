import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A disabled filled button turns neutral rather than faded: grey fill, dark-enough text (about 6:1),
 * so its label (e.g. 'Complete all fields') stays readable while it clearly can't be pressed.
 */
const disabledFill =
  'disabled:bg-slate-200 disabled:text-slate-600 disabled:shadow-none disabled:hover:bg-slate-200';

const variants = {
  primary: `bg-brand-600 text-white shadow-sm hover:bg-brand-700 ${disabledFill}`,
  secondary: `bg-brand-50 text-brand-700 hover:bg-brand-100 ${disabledFill}`,
  outline:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-600',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-500 disabled:hover:bg-transparent',
  destructive: `bg-red-600 text-white shadow-sm hover:bg-red-700 ${disabledFill}`,
  link: 'text-brand-700 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Renders the child element (e.g. a router Link) with button styles. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex shrink-0 cursor-pointer items-center justify-center font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
