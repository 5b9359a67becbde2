import { z } from 'zod';
import { jobIdSchema, jobSchema } from './job';
import {
  boundedNumber,
  filterText,
  listOf,
  MAX_EXPERIENCE_YEARS,
  searchPageParam,
  searchPageSizeParam,
} from './search';
import { SHORT_TEXT_MAX } from './fields';

/**
 * `GET /api/candidate/search` (recruiters): `q` is full text over the candidate's title, skills,
 * experience, education, certificates and CV text, read like the job search's (phrases, OR,
 * -exclusions, typo tolerance, the last word as a prefix). `skill` matches whole core skills,
 * case-insensitively; `location` matches the words of the current location ("Berlin" finds
 * "Berlin, Germany"); several values of one filter mean "any of them". The experience bounds compare
 * with the years of experience the candidate states.
 */
export const candidateSearchQuerySchema = z
  .object({
    q: z.string().trim().max(SHORT_TEXT_MAX, 'q is too long').optional(),
    skill: listOf(filterText).optional(),
    location: listOf(filterText).optional(),
    minExperienceYears: boundedNumber('minExperienceYears', MAX_EXPERIENCE_YEARS),
    maxExperienceYears: boundedNumber('maxExperienceYears', MAX_EXPERIENCE_YEARS),
    page: searchPageParam,
    pageSize: searchPageSizeParam,
  })
  .refine(
    (query) =>
      query.minExperienceYears === undefined ||
      query.maxExperienceYears === undefined ||
      query.minExperienceYears <= query.maxExperienceYears,
    {
      message: 'minExperienceYears must not be more than maxExperienceYears',
      path: ['minExperienceYears'],
    },
  );
export type CandidateSearchQuery = z.input<typeof candidateSearchQuerySchema>;
export type CandidateSearchOptions = z.output<typeof candidateSearchQuerySchema>;

/** Which part of a profile a snippet was taken from. */
export const SNIPPET_SOURCES = [
  'title',
  'skills',
  'experience',
  'education',
  'certificates',
  'cv',
] as const;
export type SnippetSource = (typeof SNIPPET_SOURCES)[number];

/**
 * Why a candidate matched: a short plain-text excerpt of one part of the profile (no markup; the
 * text is the candidate's own) and where in `text` the matched words are, so a client can mark
 * them without parsing HTML.
 */
export const candidateSnippetSchema = z.object({
  source: z.enum(SNIPPET_SOURCES),
  text: z.string(),
  highlights: z.array(z.object({ start: z.number().int(), length: z.number().int() })),
});
export type CandidateSnippet = z.infer<typeof candidateSnippetSchema>;

export const candidateSearchHitSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  photo: z.string(),
  title: z.string(),
  /** The current location as the candidate wrote it. */
  location: z.string(),
  skills: z.array(z.string()),
  /** Stated years of experience; null when the profile's figure is not a number. */
  experienceYears: z.number().nullable(),
  /** Null without `q` (filters alone match no words). */
  snippet: candidateSnippetSchema.nullable(),
});
export type CandidateSearchHit = z.infer<typeof candidateSearchHitSchema>;

export const candidateSearchResultSchema = z.object({
  candidates: z.array(candidateSearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** More than `total` (= SEARCH_COUNT_CAP) match: show "1,000+". */
  totalCapped: z.boolean().optional(),
  /** What was searched instead of `q` when words of it were corrected (typo tolerance). */
  correctedQuery: z.string().optional(),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

/** The longest note a recruiter may add to an invitation to apply. */
export const JOB_INVITATION_NOTE_MAX = 1000;

/**
 * `POST /api/candidate/invitations`: a recruiter invites a discoverable candidate to apply to an
 * open job they may act on; the candidate is told in-app and by email with the job's link.
 */
export const jobInvitationInputSchema = z.object({
  username: z
    .string({ error: 'username is required' })
    .trim()
    .min(1, 'username is required')
    .max(64, 'username is too long'),
  jobID: jobIdSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(JOB_INVITATION_NOTE_MAX, `note can be at most ${JOB_INVITATION_NOTE_MAX} characters`)
    .optional(),
});
export type JobInvitationInput = z.infer<typeof jobInvitationInputSchema>;

export const jobInvitationSchema = z.object({
  id: z.string(),
  jobID: z.string(),
  username: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type JobInvitation = z.infer<typeof jobInvitationSchema>;

/** A recommended job: the job and why it was picked ("Matches your skills: React, TypeScript"). */
export const recommendedJobSchema = jobSchema.extend({ reasons: z.array(z.string()) });
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

/** How many recommended jobs a page holds, and how many pages there are at most. */
export const RECOMMENDATIONS_PAGE_SIZE = 10;
export const RECOMMENDATIONS_MAX_PAGES = 10;

/** `GET /api/job/recommended?page`: best first; an empty page past the last. */
export const recommendedJobsQuerySchema = z.object({
  page: z.coerce
    .number({ error: `page must be a whole number from 1 to ${RECOMMENDATIONS_MAX_PAGES}` })
    .int(`page must be a whole number from 1 to ${RECOMMENDATIONS_MAX_PAGES}`)
    .min(1, `page must be a whole number from 1 to ${RECOMMENDATIONS_MAX_PAGES}`)
    .max(
      RECOMMENDATIONS_MAX_PAGES,
      `page must be a whole number from 1 to ${RECOMMENDATIONS_MAX_PAGES}`,
    )
    .default(1),
});
export const recommendedJobsResultSchema = z.object({
  jobs: z.array(recommendedJobSchema),
  page: z.number().int(),
});
export type RecommendedJobsResult = z.infer<typeof recommendedJobsResultSchema>;
