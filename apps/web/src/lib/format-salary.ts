import { formatCtc } from '@jobhunter/shared';
import { formatUsd } from './format-number';

const amount = (value: string | null | undefined) => {
  const text = value?.trim();
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? formatUsd(number) : text;
};

/**
 * A job's CTC with its currency and period, e.g. "$67,000 - $96,000 a year". CTC is an annual
 * amount in USD (docs/product.md §2: "stipend and CTC numeric USD"); the shape stays docs/product.md §5's
 * 'min - max', or whichever bound is set, or 'Not specified'.
 */
export function formatSalary(
  ctc: { minCTC?: string | null; maxCTC?: string | null } | null | undefined,
) {
  // formatCtc owns which bounds show and how; this only dresses the amounts and adds the period.
  const range = formatCtc({ minCTC: amount(ctc?.minCTC), maxCTC: amount(ctc?.maxCTC) });
  return range === 'Not specified' ? range : `${range} a year`;
}
