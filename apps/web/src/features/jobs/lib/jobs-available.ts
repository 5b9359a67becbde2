import { groupDigits } from '@/lib/format-number';

/**
 * docs/product.md §2's heading '{n} Jobs available', in the singular for one job ('1 Job available').
 * A count that stopped at the cap reads "1,000+ Jobs available".
 */
export function jobsAvailable(total: number, capped = false) {
  if (capped) return `${groupDigits(total)}+ Jobs available`;
  return `${total} ${total === 1 ? 'Job' : 'Jobs'} available`;
}

/** The phone filter sheet's closing button: "Show 12 jobs", "Show 1 job", "Show 1,000+ jobs". */
export function showJobsLabel(total: number, capped = false) {
  return `Show ${groupDigits(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'job' : 'jobs'}`;
}
