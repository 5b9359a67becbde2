import { companyPageSlug, initials, type Role } from '@jobhunter/shared';
import { ArrowRight, Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { companyPath, PROFILE_PATH } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useProfileList } from '@/api/profiles/get-profile-list';

interface ProfileGridPageProps {
  role: Role;
  title: string;
  subtitle: string;
}

/** Top Recruiters and Top Performing Candidates (docs/product.md §2): a 1-4 column grid of profile cards. */
export function ProfileGridPage({ role, title, subtitle }: ProfileGridPageProps) {
  const query = useProfileList(role);
  useDocumentMeta(`${title} | JobHunter`, subtitle);
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {query.isPending ? (
        <Spinner className="py-24" label={`Loading ${title}`} />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
          {query.error.message}
        </p>
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No recruiters found.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {query.data.map((person) => {
            const fullName = `${person.firstName} ${person.lastName}`;
            const company = person.current_job?.company ?? '';
            // Recruiters' companies have pages; a card without a company name has none to open.
            const slug = role === 'recruiter' && company.trim() ? companyPageSlug(company) : '';
            return (
              <li key={person.username} className="flex flex-col">
                <Link
                  to={PROFILE_PATH[role](person.username)}
                  className="group block flex-1 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <Card
                    className={cn(
                      'flex h-full flex-col items-center gap-3 p-6 text-center transition group-hover:border-brand-200 group-hover:shadow-md',
                      // The lift would pull the card away from its company link underneath.
                      slug ? 'rounded-b-none' : 'group-hover:-translate-y-0.5',
                    )}
                  >
                    <Avatar
                      src={person.photo}
                      name={fullName}
                      initials={initials(person.firstName, person.lastName)}
                      placeholder={role === 'candidate'}
                      size="lg"
                    />
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-slate-900">{fullName}</p>
                      <p className="truncate text-sm text-brand-700">@{person.username}</p>
                    </div>
                    <p className="mt-auto flex max-w-full items-center gap-1.5 text-sm text-slate-600">
                      <Building2 aria-hidden className="size-4 shrink-0 text-slate-400" />
                      <span className="truncate">{company || 'Company not listed'}</span>
                    </p>
                  </Card>
                </Link>
                {slug && (
                  <Link
                    to={companyPath(slug)}
                    aria-label={`Company page of ${company}`}
                    className="flex items-center justify-center gap-1.5 rounded-b-2xl border border-t-0 border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    Company page
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
