import { formatUsd } from './format-number';

/**
 * Words for a jobs search given as the /AllJobs query string (`q=react&work_environment=Remote`):
 * the name a saved search starts with and the summary the job alerts list shows.
 */
function searchParts(query: string, quoteWords: boolean): string[] {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const words = params.get('q')?.trim();
  if (words) parts.push(quoteWords ? `“${words}”` : words);
  for (const key of ['work_environment', 'type_of_employment']) {
    const values = params.getAll(key).filter(Boolean);
    if (values.length) parts.push(values.join(' or '));
  }
  const location = params.get('location')?.trim();
  if (location) parts.push(`in ${location}`);
  if (params.get('fresher') === 'true') parts.push('Fresher Eligible');
  if (params.get('visa') === 'true') parts.push('Visa Sponsored');
  const minCTC = Number(params.get('minCTC'));
  if (params.get('minCTC') && Number.isFinite(minCTC)) parts.push(`from ${formatUsd(minCTC)}`);
  return parts;
}

/** What a saved search is called unless the candidate types another name, e.g. "react · Remote". */
export function defaultSearchName(query: string, maxLength = 100) {
  const name = searchParts(query, false).join(' · ') || 'All jobs';
  return name.length > maxLength ? `${name.slice(0, maxLength - 1).trimEnd()}…` : name;
}

/** A readable line for a saved search, e.g. "“react” · Remote · in Berlin". */
export function searchSummary(query: string) {
  return searchParts(query, true).join(' · ') || 'All jobs';
}
