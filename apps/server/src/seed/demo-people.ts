import type { Gender } from '@jobhunter/shared';

export interface DemoPerson {
  username: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  title: string;
  intro: string;
  company: string;
  role: string;
  location: string;
  years: string;
  skills: string[];
  college: string;
  degree: string;
  specialization: string;
}

/** Every demo account signs in with this password (documented in the README and the report). */
export const DEMO_PASSWORD = 'demo-password-1';

// Usernames fit the product's limit (docs/product.md): truncate((first + last name length) / 2 + 3).
export const DEMO_RECRUITERS: DemoPerson[] = [
  {
    username: 'demo_priya',
    firstName: 'Priya',
    lastName: 'Raghunathan',
    gender: 'female',
    title: 'Head of Talent',
    intro: 'I hire engineers who like hard problems.',
    company: 'Northwind Labs',
    role: 'Talent Lead',
    location: 'Berlin',
    years: '9',
    skills: ['Technical hiring', 'Employer branding', 'Interviewing'],
    college: 'Madras Christian College',
    degree: 'MBA',
    specialization: 'Human Resources',
  },
  {
    username: 'demo_marcus',
    firstName: 'Marcus',
    lastName: 'Whitfield-Jones',
    gender: 'male',
    title: 'Engineering Manager',
    intro: 'Building a kind, fast platform team.',
    company: 'Bluepeak Analytics',
    role: 'Engineering Manager',
    location: 'London',
    years: '12',
    skills: ['Team building', 'Data platforms', 'Mentoring'],
    college: 'Imperial College',
    degree: 'M.Eng',
    specialization: 'Computing',
  },
  {
    username: 'demo_sofia',
    firstName: 'Sofia',
    lastName: 'Castellanos',
    gender: 'female',
    title: 'Recruitment Partner',
    intro: 'Connecting designers and builders with great products.',
    company: 'Helix Health',
    role: 'Recruitment Partner',
    location: 'Madrid',
    years: '7',
    skills: ['Design hiring', 'Sourcing', 'Onboarding'],
    college: 'Universidad Complutense',
    degree: 'B.A.',
    specialization: 'Psychology',
  },
];

export const DEMO_CANDIDATES: DemoPerson[] = [
  {
    username: 'demo_arjun',
    firstName: 'Arjun',
    lastName: 'Venkataraman',
    gender: 'male',
    title: 'Full-stack Developer',
    intro: 'TypeScript end to end, with care for the details.',
    company: 'Brightline Software',
    role: 'Software Engineer',
    location: 'Bengaluru',
    years: '4',
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker'],
    college: 'NIT Trichy',
    degree: 'B.Tech',
    specialization: 'Computer Science',
  },
  {
    username: 'demo_emma',
    firstName: 'Emma',
    lastName: 'Lindqvist',
    gender: 'female',
    title: 'Data Scientist',
    intro: 'Turning messy data into decisions.',
    company: 'Nordic Retail Group',
    role: 'Data Analyst',
    location: 'Stockholm',
    years: '3',
    skills: ['Python', 'SQL', 'Machine Learning', 'Pandas'],
    college: 'KTH Royal Institute',
    degree: 'M.Sc',
    specialization: 'Statistics',
  },
  {
    username: 'demo_kwame',
    firstName: 'Kwame',
    lastName: 'Mensah-Boateng',
    gender: 'male',
    title: 'DevOps Engineer',
    intro: 'Pipelines, clusters and sleeping through the night.',
    company: 'CloudHarbor',
    role: 'Site Reliability Engineer',
    location: 'Accra',
    years: '6',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Go', 'Linux'],
    college: 'University of Ghana',
    degree: 'B.Sc',
    specialization: 'Computer Engineering',
  },
  {
    username: 'demo_lucia',
    firstName: 'Lucia',
    lastName: 'Fernandez',
    gender: 'female',
    title: 'Product Designer',
    intro: 'Designing calm interfaces for busy people.',
    company: 'Studio Norte',
    role: 'UX Designer',
    location: 'Barcelona',
    years: '5',
    skills: ['Figma', 'User research', 'Design systems', 'Prototyping'],
    college: 'Elisava',
    degree: 'B.Des',
    specialization: 'Interaction Design',
  },
  {
    username: 'demo_chen',
    firstName: 'Chen',
    lastName: 'Yuxiang-Li',
    gender: 'male',
    title: 'Graduate Engineer',
    intro: 'Fresh graduate who loves compilers and coffee.',
    company: 'Campus Coding Club',
    role: 'Student Lead',
    location: 'Singapore',
    years: '0',
    skills: ['Java', 'Python', 'Algorithms', 'Git'],
    college: 'National University of Singapore',
    degree: 'B.Comp',
    specialization: 'Computer Science',
  },
  {
    username: 'demo_amara',
    firstName: 'Amara',
    lastName: 'Okonkwo-Eze',
    gender: 'female',
    title: 'Mobile Developer',
    intro: 'Shipping delightful apps on iOS and Android.',
    company: 'Pocket Finance',
    role: 'Mobile Engineer',
    location: 'Lagos',
    years: '4',
    skills: ['Kotlin', 'Swift', 'React Native', 'Firebase'],
    college: 'University of Lagos',
    degree: 'B.Sc',
    specialization: 'Computer Science',
  },
];
