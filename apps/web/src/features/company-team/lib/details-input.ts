import type { CompanyDetailsInput, TeamCompany } from './company-team-types';

export interface CompanyDetailsValues {
  name: string;
  website: string;
  about: string;
  logo: string;
}

export const detailsValues = (company?: TeamCompany): CompanyDetailsValues => ({
  name: company?.name ?? '',
  website: company?.website ?? '',
  about: company?.about ?? '',
  logo: company?.logo ?? '',
});

/**
 * The body to send: trimmed, and an empty optional field left out when creating (nothing to
 * store) but sent as '' when saving (clearing what was stored).
 */
export function detailsInput(
  values: CompanyDetailsValues,
  keepEmpty: boolean,
): CompanyDetailsInput {
  const input: CompanyDetailsInput = { name: values.name.trim() };
  for (const key of ['website', 'about', 'logo'] as const) {
    const value = values[key].trim();
    if (value || keepEmpty) input[key] = value;
  }
  return input;
}
