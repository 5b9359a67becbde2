import type { CompanyRole } from '@jobhunter/shared';

/** Every text of the company team pages, in one place. */
export const TEAM_TEXTS = {
  pageTitle: 'Company',
  documentTitle: 'Company · JobHunter',
  signInDescription: 'Sign in to create your company or manage its team.',
  loading: 'Loading your company',
  loadError: 'Unable to load your company',
  tryAgain: 'Try Again',
  backToDashboard: 'Dashboard',

  create: {
    title: 'Create your company',
    description:
      'Jobs you post move to the company, and colleagues you invite can work on them with you.',
    submit: 'Create company',
    pending: 'Creating…',
    nameRequired: 'Enter the company name',
  },
  fields: {
    name: 'Company name',
    website: 'Website',
    websiteHint: 'The full address, e.g. https://example.com',
    about: 'About',
    logo: 'Logo',
    logoHint: 'Image files only (JPEG, PNG, WebP, GIF or AVIF), up to 5 MB.',
    logoPreview: 'Logo preview',
    logoUploaded: 'Logo uploaded',
    logoFailed: 'Logo upload failed',
    logoProgress: 'Logo upload progress',
    removeLogo: 'Remove logo',
  },
  settings: {
    title: 'Company settings',
    readOnly: 'Only an owner can change these details.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Company details saved',
    viewPage: 'View public page',
    noWebsite: 'No website',
    noAbout: 'No description yet.',
  },
  members: {
    title: 'Members',
    roleOf: (name: string) => `Role of ${name}`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    removeTitle: (name: string) => `Remove ${name}?`,
    removeDescription: 'They lose access to the company’s jobs at once. Their jobs stay.',
    removing: 'Removing…',
    you: '(you)',
  },
  invitations: {
    title: 'Pending invitations',
    none: 'No pending invitations.',
    sent: (day: string) => `Sent ${day}`,
    revoke: 'Revoke',
    revokeLabel: (email: string) => `Revoke the invitation to ${email}`,
  },
  invite: {
    title: 'Invite a colleague',
    description: 'They get an email with a link that works for 7 days.',
    email: 'Email',
    role: 'Role',
    submit: 'Send invitation',
    pending: 'Sending…',
    sent: (email: string) => `Invitation sent to ${email}`,
    emailRequired: 'Enter an email address',
  },
  leave: {
    button: 'Leave company',
    title: (name: string) => `Leave ${name}?`,
    description:
      'You lose access to the company’s jobs and applicants. The jobs you posted stay with the company.',
    pending: 'Leaving…',
    left: (name: string) => `You left ${name}.`,
  },
  roles: {
    owner: 'Owner',
    recruiter: 'Recruiter',
    viewer: 'Viewer',
  } satisfies Record<CompanyRole, string>,
  roleHints: {
    owner: 'everything, members too',
    recruiter: 'everything on the company’s jobs',
    viewer: 'reads applicants and notes',
  } satisfies Record<CompanyRole, string>,

  join: {
    documentTitle: 'Join a company · JobHunter',
    title: 'Join a company',
    invited: 'You have been invited to join a company on JobHunter',
    signedOut:
      'Sign in or register as a recruiter with the email address the invitation was sent to.',
    signIn: 'Sign in as recruiter',
    register: 'Register as recruiter',
    candidate:
      'Company invitations are for recruiters. You are signed in as a candidate: sign in as a recruiter to accept it.',
    noToken: 'This link has no invitation in it. Open the link from your invitation email again.',
    ready: 'Accept the invitation to work on the company’s jobs with your colleagues.',
    submit: 'Join company',
    pending: 'Joining…',
    joined: (name: string, role: string) => `You joined ${name} as ${role}.`,
    companyPage: 'Company page',
    myRecruitments: 'My Recruitments',
    invalid: 'This invitation is invalid or has expired. Ask for a new one.',
    otherEmail:
      'This invitation was sent to another email address. Sign in with the account it was sent to.',
  },
} as const;
