import { MONTHS_PER_YEAR } from './enums';

const hasValue = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** docs/product.md §5: neither bound → 'Not specified'; both → 'min - max'; otherwise the one set. */
export function formatCtc(
  ctc: { minCTC?: string | number | null; maxCTC?: string | number | null } | null | undefined,
) {
  const min = ctc?.minCTC;
  const max = ctc?.maxCTC;
  if (hasValue(min) && hasValue(max)) return `${min} - ${max}`;
  if (hasValue(min)) return String(min);
  if (hasValue(max)) return String(max);
  return 'Not specified';
}

/** Whole years for job cards (months / 12, floored). */
export function formatExperienceYears(months: string | number | null | undefined) {
  if (!hasValue(months) || Number.isNaN(Number(months))) return 'Experience not specified';
  const years = Math.floor(Number(months) / MONTHS_PER_YEAR);
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Years and months for the job detail page, e.g. '1 year 2 months'; 'Not specified' when empty. */
export function formatExperienceDetail(months: string | number | null | undefined) {
  if (!hasValue(months) || Number.isNaN(Number(months))) return 'Not specified';
  const total = Math.floor(Number(months));
  const years = Math.floor(total / MONTHS_PER_YEAR);
  const rest = total % MONTHS_PER_YEAR;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}

/** The job form asks for years; the API stores months. */
export function yearsToMonths(years: string) {
  const trimmed = years.trim();
  if (trimmed === '' || Number.isNaN(Number(trimmed))) return trimmed;
  return String(Math.round(Number(trimmed) * MONTHS_PER_YEAR));
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** docs/product.md §3: 3 random uppercase letters followed by 3 random digits. */
export function generateJobId(random: () => number = Math.random) {
  const letter = () => LETTERS[Math.floor(random() * LETTERS.length)];
  const digit = () => String(Math.floor(random() * 10));
  return `${letter()}${letter()}${letter()}${digit()}${digit()}${digit()}`;
}

/** Initials for avatar fallbacks. */
export function initials(firstName?: string | null, lastName?: string | null) {
  return `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`.toUpperCase() || '?';
}
