import type { Role } from '@jobhunter/shared';
import {
  Briefcase,
  Building2,
  Home,
  Megaphone,
  MessagesSquare,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { FIND_CANDIDATES_PATH, INBOX_PATH } from '@/lib/paths';

interface NavLinkItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Hidden from a user signed in with this role: a candidate can't post a job. */
  hiddenFor?: Role;
  /** Only for someone signed in (either role): what it opens belongs to an account. */
  signedIn?: boolean;
}

/** Header links of docs/product.md §2 (the Login link is the button at the end of the header). */
const NAV_LINKS: NavLinkItem[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/AllJobs', label: 'Find Jobs', icon: Briefcase },
  { to: '/TopRecruiters', label: 'Companies', icon: Building2 },
  { to: '/ExceptionalCandidates', label: 'Resources', icon: Users },
  { to: '/JobPosting', label: 'Post a job', icon: Megaphone, hiddenFor: 'candidate' },
  {
    to: FIND_CANDIDATES_PATH,
    label: 'Find candidates',
    icon: UserSearch,
    hiddenFor: 'candidate',
    signedIn: true,
  },
  { to: INBOX_PATH, label: 'Messages', icon: MessagesSquare, signedIn: true },
];

/** The header links for whoever is signed in (`undefined` when nobody is). */
export function navLinksFor(role: Role | undefined) {
  return NAV_LINKS.filter((link) => (role ? link.hiddenFor !== role : !link.signedIn));
}
