import { Link } from 'react-router';
import { BrandLogo } from './brand-logo';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2">
          <BrandLogo />
          <p className="text-sm text-slate-500">Where careers and great teams meet.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
          <Link className="hover:text-brand-700" to="/AllJobs">Find Jobs</Link>
          <Link className="hover:text-brand-700" to="/TopRecruiters">Top Recruiters</Link>
          <Link className="hover:text-brand-700" to="/Companies">Companies</Link>
          <Link className="hover:text-brand-700" to="/ExceptionalCandidates">Top Candidates</Link>
          <Link className="hover:text-brand-700" to="/Login">Sign in</Link>
          <Link className="hover:text-brand-700" to="/CommonAuthentication">Create an account</Link>
        </nav>
        <p className="text-xs text-slate-400">© {new Date().getFullYear()} JobHunter</p>
      </div>
    </footer>
  );
}
