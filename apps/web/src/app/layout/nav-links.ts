import { Briefcase, Building2, Home, Megaphone, Users, type LucideIcon } from 'lucide-react';

/** Header links of spec section 2 (the Login link is the button at the end of the header). */
export const NAV_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/AllJobs', label: 'Find Jobs', icon: Briefcase },
  { to: '/TopRecruiters', label: 'Companies', icon: Building2 },
  { to: '/ExceptionalCandidates', label: 'Resources', icon: Users },
  { to: '/JobPosting', label: 'Post a job', icon: Megaphone },
];
