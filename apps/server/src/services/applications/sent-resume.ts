import { applicationResumes } from '../../db/schema';

/**
 * The CV an application was sent with, by name, type and size (never its bytes). Selected as a
 * nested object over a left join of application_resumes, it comes back null for an application
 * sent without a CV.
 */
export const sentResumeColumns = {
  fileName: applicationResumes.fileName,
  contentType: applicationResumes.contentType,
  size: applicationResumes.size,
};
