import type { EmploymentType, Job } from '@jobhunter/shared';

/** schema.org's employmentType values for ours. */
const EMPLOYMENT_TYPE_LD: Record<EmploymentType, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  'Contract-based': 'CONTRACTOR',
  'Project-based': 'TEMPORARY',
  Internship: 'INTERN',
};

const number = (value: string) =>
  value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : undefined;

/** A short plain-text summary for the meta description and link previews. */
export function jobSummary(job: Job) {
  const where = job.job_location.length ? job.job_location.join(', ') : job.work_environment;
  const lead = `${job.designation} at ${job.company_name || 'a company on JobHunter'} (${job.type_of_employment}, ${where}).`;
  const text = `${lead} ${job.job_description.trim()}`.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

/** The end of the last day applications are taken (`YYYY-MM-DD`, UTC), as an ISO timestamp. */
const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/**
 * Until when the posting is valid: its closing day, and for a closed job the moment it closed if
 * that came first (closed by hand before the day), so search engines stop listing it.
 */
function validThrough(job: Job) {
  const planned = job.validThrough ? endOfDay(job.validThrough) : null;
  if (job.status !== 'closed' || !job.closedAt) return planned;
  return planned && planned < job.closedAt ? planned : job.closedAt;
}

/** The job as schema.org `JobPosting` structured data, so search engines can list it. */
export function jobPostingLd(job: Job, url: string) {
  const until = validThrough(job);
  const min = number(job.CTC.minCTC);
  const max = number(job.CTC.maxCTC);
  const months = number(job.experience_required_in_months);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.designation,
    description: job.job_description.trim() || jobSummary(job),
    identifier: { '@type': 'PropertyValue', name: job.company_name, value: job.jobID },
    datePosted: job.createdAt.slice(0, 10),
    url,
    // A closed job takes no applications, so it offers none.
    ...(job.status === 'open' && { directApply: true }),
    ...(until && { validThrough: until }),
    employmentType: EMPLOYMENT_TYPE_LD[job.type_of_employment],
    hiringOrganization: { '@type': 'Organization', name: job.company_name || 'JobHunter' },
    ...(job.job_location.length > 0 && {
      jobLocation: job.job_location.map((place) => ({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: place },
      })),
    }),
    ...(job.work_environment === 'Remote' && { jobLocationType: 'TELECOMMUTE' }),
    ...((min !== undefined || max !== undefined) && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: {
          '@type': 'QuantitativeValue',
          minValue: min ?? max,
          maxValue: max ?? min,
          unitText: 'YEAR',
        },
      },
    }),
    ...(months !== undefined && {
      experienceRequirements: {
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: months,
      },
    }),
    ...(job.skills_required.length > 0 && { skills: job.skills_required.join(', ') }),
    ...(job.degree_required.length > 0 && {
      educationRequirements: job.degree_required.join(', '),
    }),
    ...(job.perks_and_benefits.trim() && { jobBenefits: job.perks_and_benefits.trim() }),
  };
}

/** JSON safe to put inside a <script> element: nothing in it can close the tag. */
export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
