import { describe, expect, it } from 'vitest';
import { emptyDraft } from '@/features/registration/lib/draft';
import { canRemoveEntry } from '@/components/profile-form/profile-lists';
import {
  checkMove,
  firstInvalidStep,
  shouldCheckUsername,
  usernameRemaining,
  validateStep,
} from '@/features/registration/lib/wizard-rules';
import { stepFromPath, stepPath } from '@/features/registration/lib/wizard-steps';
import { validDraft } from '../helpers/valid-draft';

describe('validateStep', () => {
  it('reports the first missing field of step 1 with the spec wording', () => {
    const result = validateStep(0, emptyDraft());
    expect(result).toMatchObject({ ok: false, message: 'First name is required' });
  });

  it('names the college entry in step 2 messages', () => {
    const draft = validDraft();
    draft.college_education.push({ ...draft.college_education[0], cgpa: '' });
    expect(validateStep(1, draft)).toMatchObject({
      ok: false,
      message: 'CGPA is required for College 2',
    });
  });

  it('names internship, certificate and work experience entries in step 3 messages', () => {
    const draft = validDraft();
    draft.internship_experience[0].company = '';
    expect(validateStep(2, draft)).toMatchObject({
      message: 'Company is required for Internship 1',
    });
    draft.internship_experience[0].company = 'X';
    draft.certificate_courses[0].mentor_name = ' ';
    expect(validateStep(2, draft)).toMatchObject({
      message: 'Mentor name is required for Certificate Course 1',
    });
    draft.certificate_courses[0].mentor_name = 'M';
    draft.work_experience[0].annual_ctc = '';
    expect(validateStep(2, draft)).toMatchObject({
      message: 'Annual CTC is required for Work Experience 1',
    });
  });

  it('needs at least one non-blank skill', () => {
    const draft = validDraft();
    draft.core_skills = ['', '  '];
    expect(validateStep(2, draft)).toMatchObject({
      ok: false,
      message: 'At least one skill is required',
    });
  });

  it('checks the format hints (no % sign, whole CGPA, numeric months)', () => {
    const draft = validDraft();
    draft.tenth_standard_education.percentage_obtained = '90%';
    expect(validateStep(1, draft).ok).toBe(false);
    draft.tenth_standard_education.percentage_obtained = '90';
    draft.college_education[0].cgpa = '8.5';
    expect(validateStep(1, draft).ok).toBe(false);
  });

  it('requires every current job field in step 4', () => {
    const draft = validDraft();
    draft.current_job.current_location = '';
    expect(validateStep(3, draft)).toMatchObject({
      ok: false,
      message: 'Current location is required',
    });
  });

  it('gives the form path of each issue so fields can show their error', () => {
    const draft = validDraft();
    draft.college_education[0].university_name = '';
    const result = validateStep(1, draft);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0].path).toBe('college_education.0.university_name');
  });

  it('accepts a complete draft on every step', () => {
    expect([0, 1, 2, 3].map((step) => validateStep(step, validDraft()).ok)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('checkMove', () => {
  it('lets the user go back or jump back without validation', () => {
    expect(checkMove(3, 0, emptyDraft())).toEqual({ allowed: true });
    expect(checkMove(2, 1, emptyDraft())).toEqual({ allowed: true });
  });

  it('blocks going forward while the current step is invalid', () => {
    expect(checkMove(0, 1, emptyDraft())).toMatchObject({
      allowed: false,
      failedStep: 0,
      message: 'First name is required',
    });
  });

  it('checks every skipped step when jumping forward', () => {
    const draft = validDraft();
    draft.current_job.company = '';
    draft.college_education[0].college_name = '';
    expect(checkMove(0, 3, draft)).toMatchObject({ allowed: false, failedStep: 1 });
    expect(checkMove(0, 3, validDraft())).toEqual({ allowed: true });
  });

  it('finds the first invalid step for submission', () => {
    const draft = validDraft();
    draft.current_job.company = '';
    expect(firstInvalidStep(draft)).toMatchObject({
      failedStep: 3,
      message: 'Company is required',
    });
    expect(firstInvalidStep(validDraft())).toBeNull();
  });
});

describe('list entries', () => {
  it('can be removed only while more than one remains', () => {
    expect(canRemoveEntry(1)).toBe(false);
    expect(canRemoveEntry(2)).toBe(true);
  });
});

describe('username length', () => {
  it('follows trunc((first + last without spaces) / 2 + 3)', () => {
    // (3 + 8) / 2 + 3 = 8.5 → 8
    expect(usernameRemaining({ firstName: 'Ada', lastName: 'Lovelace', username: '' })).toBe(8);
    // spaces do not count: 'Mary Ann' = 7, 'Van Dyke' = 7 → 10
    expect(
      usernameRemaining({ firstName: 'Mary Ann', lastName: 'Van Dyke', username: 'mary' }),
    ).toBe(6);
    // with no name yet only the constant remains
    expect(usernameRemaining({ firstName: '', lastName: '', username: '' })).toBe(3);
  });

  it('is checked for availability exactly when the allowed length is reached', () => {
    expect(
      shouldCheckUsername({ firstName: 'Ada', lastName: 'Lovelace', username: 'adalovel' }),
    ).toBe(true);
    expect(
      shouldCheckUsername({ firstName: 'Ada', lastName: 'Lovelace', username: 'adalove' }),
    ).toBe(false);
    expect(shouldCheckUsername({ firstName: '', lastName: '', username: '' })).toBe(false);
  });

  it('rejects a username longer than allowed at validation', () => {
    const draft = validDraft();
    draft.username = 'adalovelace';
    expect(validateStep(0, draft)).toMatchObject({
      ok: false,
      message: 'Username must be at most 8 characters',
    });
  });
});

describe('wizard routes', () => {
  it('maps steps to the spec routes and back', () => {
    expect(stepPath('candidate', 0)).toBe('/CandidatePersonalInformation');
    expect(stepPath('recruiter', 3)).toBe('/RecruiterPresent');
    expect(stepFromPath('recruiter', '/RecruiterSkillsAndExperience')).toBe(2);
    expect(stepFromPath('candidate', '/CandidateConventionalEducation/')).toBe(1);
  });
});
