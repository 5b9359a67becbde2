import { z } from 'zod';

// Formats from the wizard hints of docs/product.md §2; each message names the field it is about.
export const FORMATS = {
  date: {
    pattern: /^(\d{2}\/\d{2}\/\d{4}|\d{2}\/\d{4}|\d{4})$/,
    message: 'must be DD/MM/YYYY, MM/YYYY or YYYY',
  },
  // A year may be written as any of the date forms; it is stored as the year alone (see yearOf).
  year: {
    pattern: /^(\d{2}\/\d{2}\/\d{4}|\d{2}\/\d{4}|\d{4})$/,
    message: 'must be a year or a real date as DD/MM/YYYY, MM/YYYY or YYYY',
  },
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

/**
 * The year of 'YYYY', 'MM/YYYY' or 'DD/MM/YYYY' ('17/05/2019' → '2019'), or undefined when the
 * month or the day does not exist ('13/2019', '32/01/2019', '29/02/2019').
 */
export function yearOf(value: string): string | undefined {
  const match = /^(?:(?:(\d{2})\/)?(\d{2})\/)?(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [, day, month, year] = match;
  if (month === undefined) return year;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return undefined;
  if (day === undefined) return year;
  const daysInMonth = new Date(Date.UTC(Number(year), monthNumber, 0)).getUTCDate();
  const dayNumber = Number(day);
  return dayNumber >= 1 && dayNumber <= daysInMonth ? year : undefined;
}

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

export interface FieldSpec {
  label: string;
  format?: Format;
  long?: boolean;
}

/**
 * A required text field whose messages read '{Label} is required{suffix}'. A year field's value
 * comes out as the year alone.
 */
export function requiredText(field: FieldSpec, suffix = ''): z.ZodType<string, string> {
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
  if (field.format === 'year') {
    const message = `${field.label} ${FORMATS.year.message}${suffix}`;
    return schema.transform((value, ctx) => {
      const year = yearOf(value);
      if (year === undefined) ctx.addIssue({ code: 'custom', message });
      return year ?? value;
    });
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
    })
    .transform((entries) =>
      // Each field comes out as its own schema gives it (a year field as the year alone).
      entries.map((entry) => {
        const normalised: Record<string, unknown> = { ...entry };
        for (const [key, schema] of fields) {
          const result = schema.safeParse(normalised[key]);
          if (result.success) normalised[key] = result.data;
        }
        return normalised as typeof entry;
      }),
    );
}
