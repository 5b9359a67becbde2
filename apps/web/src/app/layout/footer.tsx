import { Link } from 'react-router';
import { DASHBOARD_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { BrandLogo } from './brand-logo';

const linkClass = 'rounded-sm hover:text-brand-700 hover:underline';

/** Account links that fit who is reading: sign in / register, or the way back to one's own pages. */
function AccountLinks() {
  const { current } = useSession();
  if (!current) {
    return (
      <>
        <Link className={linkClass} to="/Login">
          Sign in
        </Link>
        <Link className={linkClass} to="/CommonAuthentication">
          Create an account
        </Link>
      </>
    );
  }
  return (
    <>
      <Link className={linkClass} to={DASHBOARD_PATH[current.role]}>
        Your dashboard
      </Link>
      {current.role === 'candidate' ? (
        <Link className={linkClass} to="/CandidateDashboard/MyJobApplications">
          Your applications
        </Link>
      ) : (
        <Link className={linkClass} to="/JobPosting">
          Post a job
        </Link>
      )}
    </>
  );
}

export function Footer() {
  const { current } = useSession();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2">
          <BrandLogo />
          <p className="text-sm text-slate-600">Where careers and great teams meet.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          <Link className={linkClass} to="/AllJobs">
            Find Jobs
          </Link>
          <Link className={linkClass} to="/TopRecruiters">
            Top Recruiters
          </Link>
          <Link className={linkClass} to="/Companies">
            Companies
          </Link>
          <Link className={linkClass} to="/ExceptionalCandidates">
            Top Candidates
          </Link>
          <AccountLinks />
        </nav>
        <div className="flex flex-col gap-1 text-xs text-slate-600">
          {current && <p>Signed in as @{current.username}</p>}
          <p>© {new Date().getFullYear()} JobHunter</p>
        </div>
      </div>
    </footer>
  );
}
