import type { Profile, Role } from '@jobhunter/shared';
import type { accounts } from '../../db/schema';

/** A validated profile as an `accounts` row; the password arrives only as its hash. */
export function toAccountValues(role: Role, profile: Profile, passwordHash: string): typeof accounts.$inferInsert {
  return {
    role,
    username: profile.username,
    passwordHash,
    firstName: profile.firstName,
    lastName: profile.lastName,
    title: profile.title,
    oneLinerIntro: profile.one_liner_intro,
    number: profile.number,
    email: profile.email,
    gender: profile.gender,
    introduction: profile.introduction,
    photo: profile.photo,
    tenthStandardEducation: profile.tenth_standard_education,
    twelthStandardEducation: profile.twelth_standard_education,
    collegeEducation: profile.college_education,
    internshipExperience: profile.internship_experience,
    certificateCourses: profile.certificate_courses,
    workExperience: profile.work_experience,
    coreSkills: profile.core_skills,
    currentJob: profile.current_job,
  };
}
