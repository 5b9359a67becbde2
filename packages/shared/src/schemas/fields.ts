import { z } from 'zod';

// Formats from the wizard hints of docs/product.md §2; each message names the field it is about.
export const FORMATS = {
  date: {
    pattern: /^(\d{2}\/\d{2}\/\d{4}|\d{2}\/\d{4}|\d{4})$/,
    message: 'must be DD/MM/YYYY, MM/YYYY or YYYY',
  },
  year: { pattern: /^\d{4}$/, message: 'must be a year (YYYY)' },
  percentage: {
    pattern: /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/,
    message: 'must be a number from 0 to 100 without a % sign',
  },
  cgpa: { pattern: /^(10|\d)$/, message: 'must be a whole number out of 10' },
  months: { pattern: /^\d{1,3}$/, message: 'must be a number of months' },
  usd: { pattern: /^\d{1,10}(\.\d{1,2})?$/, message: 'must be a number in USD' },
  years: { pattern: /^\d{1,2}(\.\d)?$/, message: 'must be a number of years' },
  phone: { pattern: /^\+?[0-9][0-9 -]{5,18}[0-9]$/, message: 'must be a phone number' },
} as const;
export type Format = keyof typeof FORMATS;

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

export interface FieldSpec {
  label: string;
  format?: Format;
  long?: boolean;
}

/** A required text field whose messages read '{Label} is required{suffix}'. */
export function requiredText(field: FieldSpec, suffix = '') {
  const required = `${field.label} is required${suffix}`;
  let schema = z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(field.long ? LONG_TEXT_MAX : SHORT_TEXT_MAX, `${field.label} is too long${suffix}`);
  if (field.format) {
    const { pattern, message } = FORMATS[field.format];
    schema = schema.regex(pattern, `${field.label} ${message}${suffix}`);
  }
  return schema;
}

type Specs = Record<string, FieldSpec>;

/** An object of required text fields, in the order given. */
export function requiredObject<S extends Specs>(specs: S, suffix = '') {
  const shape = Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, requiredText(spec, suffix)]),
  );
  // A missing object reports each of its fields as required rather than one vague type error.
  return z
    .object(shape as { [K in keyof S]: ReturnType<typeof requiredText> })
    .prefault({} as never);
}

/**
 * A list whose entries have required text fields; messages name the entry
 * ('{Label} is required for College 2'), as docs/product.md §5 words them.
 */
export function requiredList<S extends Specs>(
  specs: S,
  entryName: string,
  options: { min: number; max?: number },
) {
  const item = z.object(
    Object.fromEntries(Object.keys(specs).map((key) => [key, z.string().trim().default('')])) as {
      [K in keyof S]: z.ZodDefault<z.ZodString>;
    },
  );
  // Built once: every message of requiredText ends with its suffix, so the entry's name is appended.
  const fields = Object.entries(specs).map(([key, spec]) => [key, requiredText(spec)] as const);
  return z
    .array(item, { error: `${entryName} list is required` })
    .max(options.max ?? 30, `At most ${options.max ?? 30} ${entryName} entries are allowed`)
    .superRefine((entries, ctx) => {
      if (entries.length < options.min) {
        ctx.addIssue({ code: 'custom', message: `At least one ${entryName} is required` });
      }
      entries.forEach((entry, index) => {
        for (const [key, schema] of fields) {
          const result = schema.safeParse((entry as Record<string, unknown>)[key]);
          if (!result.success) {
            const message = `${result.error.issues[0].message} for ${entryName} ${index + 1}`;
            ctx.addIssue({ code: 'custom', path: [index, key], message });
          }
        }
      });
    });
}
