import type { JobFields } from '../services/jobs/job-values';
import {
  describeRole,
  EMPLOYMENT,
  ENVIRONMENTS,
  LANGUAGES,
  LOCATIONS,
  PERKS,
  type RoleTemplate,
} from './job-catalogue';
import type { Random } from './random';

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** A varied, plausible job for a role: locations, pay, experience and flags differ per posting. */
export function randomJob(random: Random, role: RoleTemplate, company: string): JobFields {
  const intern = role.designation.includes('Intern');
  const seniority = random.next() * 0.3 + 0.85;
  const minPay = roundTo(role.pay[0] * seniority, 1000);
  const maxPay = roundTo(role.pay[1] * seniority, 1000);
  const payKnown = random.next() > 0.08;
  const years = Math.max(0, role.years + random.int(-1, 2));
  const extraSkill = random.next() > 0.5 ? ['Communication'] : [];
  return {
    designation: role.designation,
    job_location: random.some(LOCATIONS, random.int(1, 3)),
    work_environment: random.pick(ENVIRONMENTS),
    type_of_employment: intern ? 'Internship' : random.pick(EMPLOYMENT),
    isFresherEligible: role.years === 0 || random.next() < 0.15,
    isVisaSponsored: random.next() < 0.35,
    experience_required_in_months: role.years === 0 ? '0' : String(years * 12),
    CTC: payKnown ? { minCTC: String(minPay), maxCTC: String(maxPay) } : { minCTC: '', maxCTC: '' },
    job_description: describeRole(role, company),
    skills_required: [...role.skills, ...extraSkill],
    required_languages: ['English', ...random.some(LANGUAGES.slice(1), random.int(0, 1))],
    perks_and_benefits: random.pick(PERKS),
    degree_required: [role.degree],
    bond: !intern && random.next() < 0.1 ? '$2000 for 1 year' : '',
    // Open until closed by hand; the demo seed gives a few jobs a last day of their own.
    validThrough: null,
    questions: [],
    resumeRequired: false,
  };
}
