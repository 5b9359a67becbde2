import type { ProfileInput } from '../src';

/** A complete, valid profile; tests override what they are about. */
export function validProfile(overrides: Partial<ProfileInput> = {}): ProfileInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: 'Software Engineer',
    one_liner_intro: 'I build analytical engines',
    number: '+1 555 0100',
    email: 'ada@example.com',
    username: 'ada.love',
    password: 'correct-horse-battery',
    gender: 'female',
    introduction: 'Mathematician and writer.',
    photo: 'http://localhost:3000/uploads/ada.webp',
    tenth_standard_education: {
      school_name: 'St. Mary',
      percentage_obtained: '91.5',
      year_of_passing: '2010',
      school_board: 'CBSE',
    },
    twelth_standard_education: {
      school_name: 'St. Mary',
      percentage_obtained: '88',
      year_of_passing: '2012',
      school_board: 'CBSE',
    },
    college_education: [
      {
        programme_name: 'B.Sc',
        specialization: 'Mathematics',
        college_name: 'King College',
        university_name: 'University of London',
        cgpa: '9',
        duration: '36',
        year_of_commencement: '2012',
        year_of_conclusion: '2015',
      },
    ],
    internship_experience: [
      {
        company: 'Babbage Ltd',
        roles_and_responsibilities: 'Notes on the engine',
        date_of_commencement: '01/2014',
        date_of_conclusion: '06/2014',
        duration: '6',
        stipend: '500',
      },
    ],
    certificate_courses: [
      {
        platform_name: 'Coursera',
        title_of_course: 'Algorithms',
        mentor_name: 'C. Babbage',
        learning_description: 'Loops and conditionals',
        date_of_commencement: '2015',
        date_of_conclusion: '2015',
      },
    ],
    work_experience: [
      {
        company: 'Engines Inc',
        designation: 'Analyst',
        date_of_commencement: '01/07/2015',
        date_of_resignation: '30/06/2018',
        duration_of_service: '36',
        job_description: 'Programs for the engine',
        annual_ctc: '90000',
      },
    ],
    core_skills: ['Mathematics', 'Programming'],
    current_job: {
      company: 'Engines Inc',
      current_role: 'Lead Analyst',
      job_description: 'Leading the analytics team',
      date_of_commencement: '07/2018',
      years_of_experience: '8',
      current_location: 'London',
    },
    ...overrides,
  };
}
