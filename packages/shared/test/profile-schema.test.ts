import { describe, expect, it } from 'vitest';
import {
  conventionalEducationSchema,
  maxUsernameLength,
  personalInformationSchema,
  presentSchema,
  profileSchema,
  skillsAndExperienceSchema,
} from '../src';
import { validProfile } from './fixtures';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('username length formula (docs/product.md §5)', () => {
  it('truncates (first + last without spaces) / 2 + 3', () => {
    expect(maxUsernameLength('Ada', 'Lovelace')).toBe(8); // (3 + 8) / 2 + 3 = 8.5
    expect(maxUsernameLength('Mary Ann', 'Smith')).toBe(9); // spaces removed: (7 + 5) / 2 + 3
  });
});

describe('profile schema', () => {
  it('accepts a complete profile', () => {
    expect(profileSchema.safeParse(validProfile()).success).toBe(true);
  });

  it('rejects a username longer than the name allows', () => {
    const result = profileSchema.safeParse(validProfile({ username: 'ada.lovelace' }));
    expect(messages(result)).toContain('Username must be at most 8 characters');
  });

  it('words step 1 errors as "{Label} is required"', () => {
    const result = personalInformationSchema.safeParse({ firstName: 'Ada', lastName: ' ' });
    expect(messages(result)[0]).toBe('Last name is required');
  });

  it('names the college entry in step 2 errors', () => {
    const result = conventionalEducationSchema.safeParse({
      ...validProfile(),
      college_education: [validProfile().college_education[0], { programme_name: 'M.Sc' }],
    });
    expect(messages(result)[0]).toBe('Specialization is required for College 2');
  });

  it('reports every field of a missing school as required', () => {
    const result = conventionalEducationSchema.safeParse({
      college_education: validProfile().college_education,
    });
    expect(messages(result)[0]).toBe('10th school name is required');
  });

  it('words step 3 errors per entry and needs one skill', () => {
    const result = skillsAndExperienceSchema.safeParse({
      internship_experience: [{ company: 'X' }],
      certificate_courses: [],
      work_experience: [],
      core_skills: ['  '],
    });
    expect(messages(result)).toContain('Roles and responsibilities is required for Internship 1');
    expect(messages(result)).toContain('At least one skill is required');
  });

  it('checks the formats of the wizard hints', () => {
    const result = conventionalEducationSchema.safeParse({
      ...validProfile(),
      tenth_standard_education: {
        ...validProfile().tenth_standard_education,
        percentage_obtained: '91%',
      },
    });
    expect(messages(result)[0]).toBe(
      '10th percentage obtained must be a number from 0 to 100 without a % sign',
    );
  });

  it('requires every current job field in step 4', () => {
    expect(messages(presentSchema.safeParse({}))[0]).toBe('Company is required');
  });

  it('drops blank skills', () => {
    const result = profileSchema.parse(validProfile({ core_skills: ['Go', ' ', 'Rust '] }));
    expect(result.core_skills).toEqual(['Go', 'Rust']);
  });
});

describe('photo URL', () => {
  it.each([
    'https://cdn.example.com/people/ada.jpg',
    'http://localhost:3000/uploads/ada.webp',
    `/uploads/${'a'.repeat(64)}.webp`,
  ])('accepts %s', (photo) => {
    expect(profileSchema.safeParse(validProfile({ photo })).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:image/svg+xml;base64,PHN2Zy8+',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/uploads/../secret.webp',
    'not a url',
  ])('refuses %s with a clear message', (photo) => {
    const result = profileSchema.safeParse(validProfile({ photo }));
    expect(messages(result)).toContain('Photo must be an http(s) image URL or an uploaded photo');
  });
});

describe('year fields', () => {
  const withYears = (passing: string, commencement: string, conclusion = '2021') => ({
    ...validProfile(),
    tenth_standard_education: {
      ...validProfile().tenth_standard_education,
      year_of_passing: passing,
    },
    college_education: [
      {
        ...validProfile().college_education[0],
        year_of_commencement: commencement,
        year_of_conclusion: conclusion,
      },
    ],
  });

  it('accepts DD/MM/YYYY, MM/YYYY and YYYY and keeps the year alone', () => {
    const result = conventionalEducationSchema.safeParse(
      withYears('05/2015', '17/05/2017', '2021'),
    );
    expect(result.success).toBe(true);
    expect(result.data?.tenth_standard_education.year_of_passing).toBe('2015');
    expect(result.data?.college_education[0].year_of_commencement).toBe('2017');
    expect(result.data?.college_education[0].year_of_conclusion).toBe('2021');
  });

  it('normalises the year through the whole profile too', () => {
    const result = profileSchema.safeParse({
      ...validProfile(),
      twelth_standard_education: {
        ...validProfile().twelth_standard_education,
        year_of_passing: '29/02/2016',
      },
    });
    expect(result.data?.twelth_standard_education.year_of_passing).toBe('2016');
  });

  it.each([
    ['13/2019', '2017'],
    ['32/01/2019', '2017'],
    ['29/02/2019', '2017'],
    ['abc', '2017'],
  ])('rejects %s with a message naming the field', (passing, commencement) => {
    expect(
      messages(conventionalEducationSchema.safeParse(withYears(passing, commencement))),
    ).toEqual([
      '10th year of passing must be a year or a real date as DD/MM/YYYY, MM/YYYY or YYYY',
    ]);
  });

  it('names the college entry of a bad year', () => {
    const result = conventionalEducationSchema.safeParse(withYears('2015', '00/2017'));
    expect(messages(result)).toEqual([
      'Year of commencement must be a year or a real date as DD/MM/YYYY, MM/YYYY or YYYY for College 1',
    ]);
  });
});
