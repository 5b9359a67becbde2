import { describe, expect, it, vi } from 'vitest';
import { cn } from '@/lib/cn';

// test/setup.ts checks cn() against tailwind-merge everywhere else; here cn() is tested as it is,
// including where it knowingly differs (groups no caller overrides).
vi.unmock('@/lib/cn');

const set = (classes: string) => classes.split(' ').sort();

describe('cn', () => {
  it('joins classes and conditional classes as clsx does', () => {
    const hidden = false;
    expect(
      cn('flex', hidden && 'hidden', null, undefined, [
        'gap-2',
        { 'font-medium': true, truncate: false },
      ]),
    ).toBe('flex gap-2 font-medium');
  });

  it('lets a later class of an overridden group win, under the same variants only', () => {
    expect(set(cn('h-8 gap-1.5 rounded-md px-3 text-sm', 'h-10'))).toEqual(
      set('gap-1.5 rounded-md px-3 text-sm h-10'),
    );
    expect(set(cn('p-5 pt-0 sm:p-6 sm:pt-0', 'pt-6 sm:pt-6'))).toEqual(
      set('p-5 sm:p-6 pt-6 sm:pt-6'),
    );
    expect(set(cn('flex flex-col gap-1 p-5 pb-3 sm:p-6 sm:pb-3', 'p-0 sm:p-0'))).toEqual(
      set('flex flex-col gap-1 p-0 sm:p-0'),
    );
    expect(
      set(
        cn(
          'text-slate-700 hover:bg-slate-100 disabled:text-slate-500',
          'text-red-600 hover:bg-red-50',
        ),
      ),
    ).toEqual(set('disabled:text-slate-500 text-red-600 hover:bg-red-50'));
  });

  it('tells font sizes from text colours, border widths from border colours, shadows from shadow colours', () => {
    expect(
      set(
        cn(
          'border border-slate-300 text-sm text-slate-900 shadow-xs',
          'border-0 text-base shadow-none shadow-brand-950/20',
        ),
      ),
    ).toEqual(
      set('border-slate-300 text-slate-900 border-0 text-base shadow-none shadow-brand-950/20'),
    );
    expect(set(cn('border-l-2 border-slate-200', 'border-brand-400'))).toEqual(
      set('border-l-2 border-brand-400'),
    );
    expect(set(cn('bg-white ring-2 ring-white', 'bg-brand-50/40 ring-4'))).toEqual(
      set('ring-white bg-brand-50/40 ring-4'),
    );
  });

  it('keeps padding sides given after a padding that covers them, and a size over a width', () => {
    expect(set(cn('px-3', 'pl-9'))).toEqual(set('px-3 pl-9'));
    expect(set(cn('w-full h-10 min-w-0', 'size-14 min-w-48'))).toEqual(set('size-14 min-w-48'));
  });

  it('reads a colon inside brackets as part of the variant', () => {
    expect(
      set(cn('has-[:checked]:border-brand-600 [&_svg]:size-4', 'border-slate-300 size-10')),
    ).toEqual(set('has-[:checked]:border-brand-600 [&_svg]:size-4 border-slate-300 size-10'));
  });

  it('leaves classes of other groups alone and drops exact repeats', () => {
    expect(cn('flex items-center', 'grid items-start', 'flex')).toBe(
      'items-center grid items-start flex',
    );
  });
});
