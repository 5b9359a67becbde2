import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LatestJobsSection } from './latest-jobs-section';
import { TopRecruitersSection } from './top-recruiters-section';

export function HomePage() {
  const { current } = useSession();
  useDocumentMeta(
    'JobHunter: find jobs and hire people',
    'Search open jobs by title, skill and place, apply in a click, and follow every application on JobHunter.',
  );
  return (
    <main className="flex flex-col">
      <HeroSection />
      <LatestJobsSection />
      <HowItWorksSection />
      <TopRecruitersSection />
      {!current && (
        <section className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <div className="flex flex-col items-center gap-5 rounded-3xl bg-slate-900 px-6 py-12 text-center sm:px-12">
            <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              Your next chapter starts here
            </h2>
            <p className="max-w-xl text-slate-300">
              It takes a few minutes to create a profile. Recruiters and job seekers join for free.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/CandidatePersonalInformation">Register as Candidate</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-slate-600 bg-transparent text-white hover:bg-slate-800"
              >
                <Link to="/RecruiterPersonalInformation">Register as Recruiter</Link>
              </Button>
            </div>
          </div>
        </section>
      )}
    </main>
  );
}
