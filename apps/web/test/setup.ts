import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no ResizeObserver; Radix primitives (radio group, tabs) measure elements with it.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// findBy/waitFor wait up to 10 s: on a busy 2-core machine a render can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

const cnMismatches = vi.hoisted((): string[] => []);

afterEach(() => {
  cleanup();
  localStorage.clear();
  const mismatches = [...new Set(cnMismatches.splice(0))];
  if (mismatches.length > 0)
    throw new Error(`cn() and tailwind-merge differ:\n${mismatches.join('\n')}`);
});

// cn() merges only the class groups this app overrides (src/lib/cn.ts). Every class list a test
// renders is checked against tailwind-merge: an override in a group cn() does not know fails here.
vi.mock('@/lib/cn', async (importOriginal) => {
  const { cn } = await importOriginal<typeof import('@/lib/cn')>();
  const { clsx } = await import('clsx');
  const { twMerge } = await import('tailwind-merge');
  const set = (classes: string) =>
    [...new Set(classes.split(/\s+/).filter(Boolean))].sort().join(' ');
  return {
    cn: (...inputs: Parameters<typeof cn>) => {
      const merged = cn(...inputs);
      const expected = twMerge(clsx(inputs));
      if (set(merged) !== set(expected))
        cnMismatches.push(`cn() gave "${merged}", tailwind-merge "${expected}"`);
      return merged;
    },
  };
});
