import type { Format } from '@jobhunter/shared';

/** The wizard hints of docs/product.md §2, by field format. */
export const FORMAT_HINTS: Partial<Record<Format, string>> = {
  date: 'DD/MM/YYYY, MM/YYYY or YYYY',
  // A year field takes a whole date too and keeps its year (packages/shared schemas/fields.ts).
  year: 'DD/MM/YYYY, MM/YYYY or YYYY',
  percentage: 'Percentage without the % sign, e.g. 87.5',
  cgpa: 'A non-decimal value out of 10, e.g. 8',
  months: 'Duration in months, numeric only',
  usd: 'Numeric amount in USD',
  years: 'Years of experience, numeric only',
  phone: 'Digits, optionally starting with +',
};

export const FORMAT_INPUT_MODE: Partial<Record<Format, 'numeric' | 'decimal' | 'tel'>> = {
  percentage: 'decimal',
  cgpa: 'numeric',
  months: 'numeric',
  usd: 'decimal',
  years: 'decimal',
  phone: 'tel',
};
