import type { EmploymentType, WorkEnvironment } from '@jobhunter/shared';

export interface RoleTemplate {
  designation: string;
  skills: string[];
  summary: string;
  /** Typical pay band in USD and required experience in years. */
  pay: [number, number];
  years: number;
  degree: string;
}

/** Roles a real job board carries; the demo and bulk seeds both draw from them. */
export const ROLES: RoleTemplate[] = [
  {
    designation: 'Senior Backend Engineer',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Redis'],
    summary: 'design and run the APIs behind our product',
    pay: [110_000, 150_000],
    years: 5,
    degree: 'B.Sc Computer Science',
  },
  {
    designation: 'Frontend Developer',
    skills: ['React', 'TypeScript', 'CSS', 'Vite'],
    summary: 'build fast, accessible interfaces our customers love',
    pay: [70_000, 100_000],
    years: 2,
    degree: 'B.Sc Computer Science',
  },
  {
    designation: 'Full-stack Engineer',
    skills: ['React', 'Node.js', 'GraphQL', 'AWS'],
    summary: 'own features from database to browser',
    pay: [85_000, 125_000],
    years: 3,
    degree: 'B.Tech',
  },
  {
    designation: 'Data Scientist',
    skills: ['Python', 'Machine Learning', 'SQL', 'Pandas'],
    summary: 'turn behavioural data into models that drive decisions',
    pay: [95_000, 140_000],
    years: 3,
    degree: 'M.Sc Statistics',
  },
  {
    designation: 'Data Engineer',
    skills: ['Python', 'Spark', 'Airflow', 'Snowflake'],
    summary: 'build reliable pipelines feeding analytics and ML',
    pay: [90_000, 130_000],
    years: 3,
    degree: 'B.Sc Computer Science',
  },
  {
    designation: 'DevOps Engineer',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Linux'],
    summary: 'automate infrastructure and keep deployments boring',
    pay: [95_000, 135_000],
    years: 4,
    degree: 'B.Sc Computer Engineering',
  },
  {
    designation: 'Site Reliability Engineer',
    skills: ['Go', 'Prometheus', 'Kubernetes', 'Incident response'],
    summary: 'keep our services fast and available around the clock',
    pay: [105_000, 150_000],
    years: 5,
    degree: 'B.Sc Computer Science',
  },
  {
    designation: 'Mobile Developer',
    skills: ['Kotlin', 'Swift', 'React Native', 'Firebase'],
    summary: 'ship polished apps on iOS and Android',
    pay: [80_000, 120_000],
    years: 3,
    degree: 'B.Sc Computer Science',
  },
  {
    designation: 'Product Designer',
    skills: ['Figma', 'User research', 'Prototyping', 'Design systems'],
    summary: 'shape end-to-end experiences with product and engineering',
    pay: [75_000, 115_000],
    years: 3,
    degree: 'B.Des',
  },
  {
    designation: 'Product Manager',
    skills: ['Roadmapping', 'Analytics', 'Stakeholder management', 'Agile'],
    summary: 'decide what we build next and why',
    pay: [100_000, 145_000],
    years: 5,
    degree: 'MBA',
  },
  {
    designation: 'QA Automation Engineer',
    skills: ['Playwright', 'TypeScript', 'CI/CD', 'Test design'],
    summary: 'make every release safe with automated tests',
    pay: [65_000, 95_000],
    years: 2,
    degree: 'B.Sc',
  },
  {
    designation: 'Machine Learning Engineer',
    skills: ['PyTorch', 'Python', 'MLOps', 'Docker'],
    summary: 'train, ship and monitor models in production',
    pay: [120_000, 170_000],
    years: 4,
    degree: 'M.Sc Computer Science',
  },
  {
    designation: 'Security Engineer',
    skills: ['Threat modelling', 'AWS', 'Penetration testing', 'Python'],
    summary: 'protect our platform and our customers\u2019 data',
    pay: [110_000, 155_000],
    years: 5,
    degree: 'B.Sc Computer Science',
  },
  {
    designation: 'Graduate Software Engineer',
    skills: ['Java', 'Git', 'Algorithms', 'SQL'],
    summary: 'learn from senior engineers while shipping real features',
    pay: [45_000, 60_000],
    years: 0,
    degree: 'B.Tech',
  },
  {
    designation: 'Technical Writer',
    skills: ['Documentation', 'Markdown', 'APIs', 'Editing'],
    summary: 'make our APIs a joy to learn',
    pay: [55_000, 80_000],
    years: 2,
    degree: 'B.A. English',
  },
  {
    designation: 'Software Engineering Intern',
    skills: ['Python', 'JavaScript', 'Git'],
    summary: 'spend a summer shipping with a mentor at your side',
    pay: [18_000, 24_000],
    years: 0,
    degree: 'Pursuing B.Sc',
  },
];

export const LOCATIONS = [
  'Berlin',
  'London',
  'Madrid',
  'Amsterdam',
  'Bengaluru',
  'Singapore',
  'Toronto',
  'New York',
  'Austin',
  'Lagos',
  'Stockholm',
  'Paris',
  'Dublin',
  'Sydney',
  'Remote',
];
export const LANGUAGES = ['English', 'German', 'Spanish', 'French', 'Hindi', 'Mandarin'];
export const PERKS = [
  'Health insurance, 30 days of paid leave and a learning budget',
  'Stock options, flexible hours and a home-office allowance',
  'Four-day week in summer, gym membership and team retreats',
  'Parental leave, mental health support and conference travel',
];
export const ENVIRONMENTS: WorkEnvironment[] = ['Remote', 'Hybrid', 'On-site'];
export const EMPLOYMENT: EmploymentType[] = [
  'Full-time',
  'Full-time',
  'Full-time',
  'Part-time',
  'Contract-based',
  'Project-based',
];

/** A job description that reads like a real posting. */
export function describeRole(role: RoleTemplate, company: string) {
  return `${company} is looking for a ${role.designation} to ${role.summary}. You will work daily with ${role.skills.join(', ')}, pair with a friendly team and have real ownership from your first week.`;
}
