import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { SignInRequired } from '@/components/sign-in-required';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCandidateSearch } from '../api/search-candidates';
import { candidatesCount } from '../lib/candidate-texts';
import {
  apiSearchParams,
  currentPage,
  filtersFromParams,
  hasFilters,
  paramsFromFilters,
  withPage,
} from '../lib/search-params';
import { CandidateResults } from './candidate-results';
import { CandidateSearchForm } from './candidate-search-form';

/**
 * Recruiters search discoverable candidates by words of their profiles and CVs, with skills,
 * location and experience filters, and invite them to apply to an open job. The whole search lives
 * in the URL, so back, forward and shared links show the same results.
 */
export function FindCandidatesPage() {
  useDocumentMeta('Find candidates · JobHunter');
  const recruiter = useSession().recruiter?.username;
  const [params, setParams] = useSearchParams();
  const search = useCandidateSearch(apiSearchParams(params), recruiter);
  const results = useRef<HTMLHeadingElement>(null);
  const page = currentPage(params);
  // The form starts afresh whenever the URL's search changes (back, forward, a link, a cleared search).
  const formKey = paramsFromFilters(filtersFromParams(params)).toString();

  const count = !recruiter
    ? ''
    : search.isPending
      ? 'Searching…'
      : search.data
        ? candidatesCount(search.data.total, search.data.totalCapped)
        : '';

  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <div className="mb-4 sm:mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Find candidates
        </h1>
        <p className="mt-1 text-slate-600">
          Search the candidates who let recruiters find them, and invite them to apply to your open
          jobs.
        </p>
      </div>
      {!recruiter ? (
        <SignInRequired
          role="recruiter"
          description="Only recruiters can search candidates and invite them to apply."
        />
      ) : (
        <div className="flex flex-col gap-4 sm:gap-6">
          <CandidateSearchForm
            key={formKey}
            initial={filtersFromParams(params)}
            onSearch={(filters) => {
              setParams(paramsFromFilters(filters));
              results.current?.focus();
            }}
          />
          <section
            aria-labelledby="candidate-results-title"
            className="flex min-w-0 flex-col gap-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                id="candidate-results-title"
                ref={results}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 outline-none"
              >
                Results
              </h2>
              {/* Read out whenever a search, a page or a retry brings a new count. */}
              <p aria-live="polite" className="text-sm font-medium text-slate-700">
                {count}
              </p>
            </div>
            <CandidateResults
              search={search}
              recruiter={recruiter}
              page={page}
              filtered={hasFilters(params)}
              searchedFor={params.get('q')?.trim() ?? ''}
              onPage={(next) => {
                setParams(withPage(params, next));
                window.scrollTo({ top: 0 });
                results.current?.focus();
              }}
              onClear={() => {
                setParams(new URLSearchParams());
                results.current?.focus();
              }}
            />
          </section>
        </div>
      )}
    </main>
  );
}
