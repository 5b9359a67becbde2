import { z } from 'zod';
import { COMPANY_ROLES } from '../enums';

/** A company's name as its page and its jobs show it. */
export const companyNameSchema = z
  .string()
  .trim()
  .min(2, 'Name must be 2 to 100 characters')
  .max(100, 'Name must be 2 to 100 characters');

/** Empty, or a web address. */
const websiteSchema = z
  .string()
  .trim()
  .max(300, 'Website must be at most 300 characters')
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+\S*$/i.test(value), {
    message: 'Website must be an http:// or https:// address',
  });

const aboutSchema = z.string().trim().max(5_000, 'About must be at most 5,000 characters');

/** Empty, or a picture from the photo upload: its `/uploads/...` path or its absolute address. */
const logoSchema = z
  .string()
  .trim()
  .max(500, 'Logo must be at most 500 characters')
  .refine((value) => value === '' || /^(\/uploads\/|https?:\/\/)\S+$/i.test(value), {
    message: 'Logo must be an uploaded picture',
  });

const companyRoleSchema = z.enum(COMPANY_ROLES, {
  error: `Role must be one of ${COMPANY_ROLES.join(', ')}`,
});

/** `POST /api/companies`. */
export const companyInputSchema = z.object({
  name: companyNameSchema,
  website: websiteSchema.optional(),
  about: aboutSchema.optional(),
  logo: logoSchema.optional(),
});
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** `PATCH /api/companies/{slug}`: the fields to change. */
export const companyUpdateSchema = companyInputSchema.partial();
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** A created company's own settings. */
export const companyProfileSchema = z.object({
  slug: z.string(),
  name: z.string(),
  website: z.string(),
  about: z.string(),
  logo: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** The company as its member sees it: its settings and their role. */
export const memberCompanySchema = companyProfileSchema.extend({ role: z.enum(COMPANY_ROLES) });
export type MemberCompany = z.infer<typeof memberCompanySchema>;

export const companyMemberSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(COMPANY_ROLES),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

/** `POST /api/companies/{slug}/invitations`. */
export const invitationInputSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, 'Email must be a valid email address')
    .pipe(z.email('Email must be a valid email address')),
  role: companyRoleSchema,
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/companies/mine`: the company, the caller's role, its members and open invitations. */
export const myCompanySchema = z.object({
  company: companyProfileSchema,
  role: z.enum(COMPANY_ROLES),
  members: z.array(companyMemberSchema),
  invitations: z.array(invitationSchema.extend({ createdAt: z.string() })),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

/** `POST /api/companies/join`: the token from the invitation's link. */
export const joinCompanyInputSchema = z.object({
  token: z.string().trim().min(1, 'token is required').max(200, 'token is too long'),
});

export const joinCompanyResultSchema = z.object({
  company: z.object({ slug: z.string(), name: z.string() }),
  role: z.enum(COMPANY_ROLES),
});
export type JoinCompanyResult = z.infer<typeof joinCompanyResultSchema>;

/** `PATCH /api/companies/{slug}/members/{username}`. */
export const memberRoleInputSchema = z.object({ role: companyRoleSchema });
