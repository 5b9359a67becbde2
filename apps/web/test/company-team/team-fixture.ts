import type { CompanyRole } from '@jobhunter/shared';

/** Signs the test's browser in as `username` with `role`. */
export function signIn(role: 'candidate' | 'recruiter', username: string) {
  localStorage.setItem(`${role}Username`, username);
  localStorage.setItem(`${role}AccessToken`, 'token');
}

export const member = (username: string, role: CompanyRole, firstName = username) => ({
  username,
  firstName,
  lastName: 'Tester',
  role,
});

/** `GET /api/companies/mine` for priya, owner of Northwind Labs, with sam and one invitation. */
export const mine = (role: CompanyRole = 'owner') => ({
  company: {
    slug: 'northwind-labs',
    name: 'Northwind Labs',
    website: 'https://northwind.example',
    about: 'We build things.',
    logo: '',
  },
  role,
  members: [member('priya', role, 'Priya'), member('sam', 'recruiter', 'Sam')],
  invitations: [
    { id: 'inv-1', email: 'lee@example.com', role: 'viewer', createdAt: '2026-11-20T10:00:00Z' },
  ],
});
