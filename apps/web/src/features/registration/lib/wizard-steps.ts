import { WIZARD_STEPS, type Role } from '@jobhunter/shared';

export const STEPS = [
  {
    slug: 'PersonalInformation',
    title: 'Personal Information',
    description: 'Who you are and how to reach you',
  },
  { slug: 'ConventionalEducation', title: 'Education', description: 'School and college' },
  {
    slug: 'SkillsAndExperience',
    title: 'Skills & Experience',
    description: 'Internships, certificates, work and skills',
  },
  { slug: 'Present', title: 'Present', description: 'Your current job' },
] as const;

if (STEPS.length !== WIZARD_STEPS)
  throw new Error('The wizard must have the number of steps of docs/product.md §9');

const PREFIX: Record<Role, string> = { candidate: 'Candidate', recruiter: 'Recruiter' };

/** Route of a step (0-based), e.g. /CandidateConventionalEducation. */
export function stepPath(role: Role, index: number) {
  return `/${PREFIX[role]}${STEPS[index].slug}`;
}

/** The step a pathname shows, or 0 when it is not a wizard route. */
export function stepFromPath(role: Role, pathname: string) {
  const index = STEPS.findIndex(
    (_, i) => stepPath(role, i).toLowerCase() === pathname.replace(/\/+$/, '').toLowerCase(),
  );
  return Math.max(index, 0);
}
