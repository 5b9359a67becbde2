import type { Gender } from '@jobhunter/shared';
import type { DemoPerson } from '../demo-people';
import { LOCATIONS, ROLES } from '../job-catalogue';
import type { Random } from '../random';

const FIRST: [string, Gender][] = [
  ['Aarav', 'male'],
  ['Maya', 'female'],
  ['Liam', 'male'],
  ['Sofia', 'female'],
  ['Noah', 'male'],
  ['Zara', 'female'],
  ['Mateo', 'male'],
  ['Aisha', 'female'],
  ['Lucas', 'male'],
  ['Ingrid', 'female'],
  ['Kenji', 'male'],
  ['Chloe', 'female'],
  ['Omar', 'male'],
  ['Elena', 'female'],
  ['Tariq', 'male'],
  ['Hana', 'female'],
  ['Diego', 'male'],
  ['Freya', 'female'],
  ['Kofi', 'male'],
  ['Nadia', 'female'],
  ['Alex', 'transgender'],
  ['Sam', 'transgender'],
];
const LAST = [
  'Sharma',
  'Okafor',
  'Schneider',
  'Garcia',
  'Nakamura',
  'Rossi',
  'Johansson',
  'Haddad',
  'Kowalski',
  'Chen',
  'Oliveira',
  'Dubois',
  'Murphy',
  'Novak',
  'Ibrahim',
  'Fischer',
  'Tanaka',
  'Mendes',
  'Andersen',
  'Petrov',
];
export const COMPANIES = [
  'Northwind Labs',
  'Bluepeak Analytics',
  'Helix Health',
  'Brightline Software',
  'CloudHarbor',
  'Pocket Finance',
  'Studio Norte',
  'Quanta Freight',
  'Evergreen Energy',
  'Orbital Media',
  'Lumen Retail',
  'Atlas Robotics',
  'Cobalt Security',
  'Meridian Bank',
  'Tidewater Logistics',
  'Sparrow Games',
  'Kite Education',
  'Granite Insurance',
];
const COLLEGES = [
  'MIT',
  'IIT Bombay',
  'TU Munich',
  'University of Toronto',
  'NUS',
  'ETH Zurich',
  'University of Lagos',
  'UCL',
];

/** Years of experience around what the role asks: fresh graduates and interns have 0–2. */
function yearsFor(random: Random, roleYears: number) {
  return roleYears === 0
    ? random.int(0, 2)
    : random.int(Math.max(0, roleYears - 2), roleYears + 10);
}

/**
 * A random person for the bulk seed; the username is made unique by the caller. A candidate's
 * title, core skills (now and then one from another role), location and years come from the job
 * catalogue, so searching candidates and recommending jobs to them meet realistic profiles.
 */
export function randomPerson(random: Random, username: string, recruiter: boolean): DemoPerson {
  const [firstName, gender] = random.pick(FIRST);
  const role = random.pick(ROLES);
  const years = yearsFor(random, role.years);
  const senior =
    !recruiter && years >= role.years + 5 && !/^(Senior|Graduate)|Intern$/.test(role.designation);
  const title = senior && random.next() < 0.6 ? `Senior ${role.designation}` : role.designation;
  const skills = random.some(role.skills, random.int(2, role.skills.length));
  if (random.next() < 0.3) {
    const extra = random.pick(random.pick(ROLES).skills);
    if (!skills.includes(extra)) skills.push(extra);
  }
  return {
    username,
    firstName,
    lastName: random.pick(LAST),
    gender,
    title: recruiter ? 'Talent Acquisition Partner' : title,
    intro: recruiter ? 'Hiring people who love their craft.' : `${title} who enjoys ${skills[0]}.`,
    company: random.pick(COMPANIES),
    role: recruiter ? 'Recruiter' : title,
    location: random.pick(LOCATIONS.slice(0, -1)),
    years: String(years),
    skills: recruiter ? ['Sourcing', 'Interviewing', 'Negotiation'] : skills,
    college: random.pick(COLLEGES),
    degree: role.degree.split(' ')[0],
    specialization: role.designation.split(' ').at(-1) ?? 'Engineering',
  };
}
