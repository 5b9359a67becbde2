import type { RegistrationDraft } from '@/features/registration/lib/draft';

/** A draft that passes all four step schemas. */
export function validDraft(): RegistrationDraft {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    title: 'Engineer',
    one_liner_intro: 'Numbers and machines.',
    number: '+44 20 7946 0958',
    email: 'ada@example.com',
    username: 'adalove',
    password: 'analytical-engine',
    gender: 'female',
    introduction: 'First programmer.',
    photo: 'http://localhost/uploads/ada.webp',
    tenth_standard_education: {
      school_name: 'A',
      percentage_obtained: '90',
      year_of_passing: '1830',
      school_board: 'B',
    },
    twelth_standard_education: {
      school_name: 'A',
      percentage_obtained: '91.5',
      year_of_passing: '1832',
      school_board: 'B',
    },
    college_education: [
      {
        programme_name: 'BSc',
        specialization: 'Maths',
        college_name: 'C',
        university_name: 'U',
        cgpa: '9',
        duration: '36',
        year_of_commencement: '1833',
        year_of_conclusion: '1836',
      },
    ],
    internship_experience: [
      {
        company: 'Babbage',
        roles_and_responsibilities: 'Notes',
        date_of_commencement: '1842',
        date_of_conclusion: '1843',
        duration: '12',
        stipend: '100',
      },
    ],
    certificate_courses: [
      {
        platform_name: 'P',
        title_of_course: 'T',
        mentor_name: 'M',
        learning_description: 'L',
        date_of_commencement: '01/1840',
        date_of_conclusion: '12/1840',
      },
    ],
    work_experience: [
      {
        company: 'W',
        designation: 'D',
        date_of_commencement: '01/01/1844',
        date_of_resignation: '31/12/1845',
        duration_of_service: '24',
        job_description: 'J',
        annual_ctc: '1000',
      },
    ],
    core_skills: ['Maths'],
    current_job: {
      company: 'Analytical Engines',
      current_role: 'Lead',
      job_description: 'Programs',
      date_of_commencement: '1846',
      years_of_experience: '3',
      current_location: 'London',
    },
  };
}
