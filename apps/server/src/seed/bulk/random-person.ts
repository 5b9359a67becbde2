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
const COMPANIES = [
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

/** A random person for the bulk seed; the username is made unique by the caller. */
export function randomPerson(random: Random, username: string, recruiter: boolean): DemoPerson {
  const [firstName, gender] = random.pick(FIRST);
  const role = random.pick(ROLES);
  return {
    username,
    firstName,
    lastName: random.pick(LAST),
    gender,
    title: recruiter ? 'Talent Acquisition Partner' : role.designation,
    intro: recruiter
      ? 'Hiring people who love their craft.'
      : `${role.designation} who enjoys ${role.skills[0]}.`,
    company: random.pick(COMPANIES),
    role: recruiter ? 'Recruiter' : role.designation,
    location: random.pick(LOCATIONS.slice(0, -1)),
    years: String(random.int(0, 15)),
    skills: recruiter
      ? ['Sourcing', 'Interviewing', 'Negotiation']
      : random.some(role.skills, random.int(2, role.skills.length)),
    college: random.pick(COLLEGES),
    degree: role.degree.split(' ')[0],
    specialization: role.designation.split(' ').at(-1) ?? 'Engineering',
  };
}
