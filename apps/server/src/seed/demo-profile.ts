import type { accounts } from '../db/schema';
import type { DemoPerson } from './demo-people';

type AccountValues = Omit<
  typeof accounts.$inferInsert,
  'role' | 'username' | 'passwordHash' | 'photo'
>;

/** A complete, realistic profile for a demo person; the wizard's every section is filled. */
export function demoProfile(person: DemoPerson, index: number): AccountValues {
  const graduated = 2024 - Number(person.years) - (index % 3);
  const school = (year: number, percentage: string) => ({
    school_name: `${person.location} Public School`,
    percentage_obtained: percentage,
    year_of_passing: String(year),
    school_board: index % 2 === 0 ? 'CBSE' : 'IB',
  });
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    oneLinerIntro: person.intro,
    number: `+1 555 01${String(index).padStart(2, '0')}`,
    email: `${person.username.replace('_', '.')}@demo.jobhunter.dev`,
    gender: person.gender,
    introduction: `${person.intro} Currently ${person.role} at ${person.company} in ${person.location}, with ${person.years} years in the field.`,
    tenthStandardEducation: school(graduated - 6, String(82 + (index % 15))),
    twelthStandardEducation: school(graduated - 4, String(79 + (index % 18))),
    collegeEducation: [
      {
        programme_name: person.degree,
        specialization: person.specialization,
        college_name: person.college,
        university_name: person.college,
        cgpa: String(7 + (index % 3)),
        duration: '48',
        year_of_commencement: String(graduated - 4),
        year_of_conclusion: String(graduated),
      },
    ],
    internshipExperience: [
      {
        company: `${person.location} Startup Hub`,
        roles_and_responsibilities: `Assisted the ${person.skills[0]} team`,
        date_of_commencement: `06/${graduated - 1}`,
        date_of_conclusion: `08/${graduated - 1}`,
        duration: '3',
        stipend: '800',
      },
    ],
    certificateCourses: [
      {
        platform_name: index % 2 === 0 ? 'Coursera' : 'edX',
        title_of_course: `Advanced ${person.skills[1] ?? person.skills[0]}`,
        mentor_name: 'Dr. Ana Kowalski',
        learning_description: `Hands-on projects in ${person.skills.slice(0, 2).join(' and ')}`,
        date_of_commencement: String(graduated),
        date_of_conclusion: String(graduated),
      },
    ],
    workExperience: [
      {
        company: person.company,
        designation: person.role,
        date_of_commencement: `01/${graduated}`,
        date_of_resignation: '12/2025',
        duration_of_service: String(Math.max(1, Number(person.years) * 12)),
        job_description: `${person.role} working with ${person.skills.slice(0, 3).join(', ')}`,
        annual_ctc: String(40_000 + index * 7_500),
      },
    ],
    coreSkills: person.skills,
    currentJob: {
      company: person.company,
      current_role: person.role,
      job_description: `${person.role} at ${person.company}`,
      date_of_commencement: `01/${graduated}`,
      years_of_experience: person.years,
      current_location: person.location,
    },
  };
}
