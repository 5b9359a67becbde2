import { z } from 'zod';

/** The largest CV a candidate may upload. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const RESUME_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const RESUME_TEXT_STATUSES = ['pending', 'done', 'failed'] as const;
export type ResumeTextStatus = (typeof RESUME_TEXT_STATUSES)[number];

/** A CV as `POST /api/candidate/resume` answers it, and as an application names the one it was sent with. */
export const resumeFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ResumeFile = z.infer<typeof resumeFileSchema>;

export const uploadedResumeSchema = resumeFileSchema.extend({ uploadedAt: z.string() });
export type UploadedResume = z.infer<typeof uploadedResumeSchema>;

/** `GET /api/candidate/resume`: the current CV with its extracted text. */
export const resumeSchema = uploadedResumeSchema.extend({
  textStatus: z.enum(RESUME_TEXT_STATUSES),
  text: z.string().nullable(),
  /** Skills the CV names (among those the site's jobs ask for) that the profile lacks. */
  suggestedSkills: z.array(z.string()),
});
export type Resume = z.infer<typeof resumeSchema>;
