import { ArrowLeft, CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { SignInRequired } from '@/components/sign-in-required';
import { DASHBOARD_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useMyCompany } from '../api/get-my-company';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import type { MyCompany } from '../lib/company-team-types';
import { CompanySettingsCard } from './company-settings-card';
import { CreateCompanyCard } from './create-company-card';
import { InvitationsCard } from './invitations-card';
import { LeaveCompanyButton } from './leave-company-button';
import { MembersCard } from './members-card';

function Team({
  mine,
  me,
  onLeft,
}: {
  mine: MyCompany;
  me: string;
  onLeft: (name: string) => void;
}) {
  const isOwner = mine.role === 'owner';
  return (
    <>
      <p className="-mt-2 text-slate-600">
        <span className="font-medium break-words text-slate-900">{mine.company.name}</span> ·{' '}
        {TEAM_TEXTS.roles[mine.role]}
      </p>
      <CompanySettingsCard company={mine.company} isOwner={isOwner} />
      <MembersCard slug={mine.company.slug} members={mine.members} isOwner={isOwner} me={me} />
      {isOwner && <InvitationsCard slug={mine.company.slug} invitations={mine.invitations} />}
      <LeaveCompanyButton company={mine.company} me={me} onLeft={onLeft} />
    </>
  );
}

/** /RecruiterDashboard/Company: create a company, or run its details and team. */
export function CompanyTeamPage() {
  const session = useSession().recruiter;
  const mine = useMyCompany(session !== null);
  const [leftNotice, setLeftNotice] = useState<string | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  // The team view (and the Leave button) is replaced by the create form: focus goes to the news.
  useEffect(() => {
    if (leftNotice) notice.current?.focus();
  }, [leftNotice]);
  useDocumentMeta(TEAM_TEXTS.documentTitle);

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-mb-4 -ml-2 self-start">
        <Link to={DASHBOARD_PATH.recruiter}>
          <ArrowLeft aria-hidden />
          {TEAM_TEXTS.backToDashboard}
        </Link>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {TEAM_TEXTS.pageTitle}
      </h1>
      {leftNotice && (
        <p
          ref={notice}
          role="status"
          tabIndex={-1}
          className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 outline-none"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {leftNotice}
        </p>
      )}
      {!session ? (
        <SignInRequired role="recruiter" description={TEAM_TEXTS.signInDescription} />
      ) : mine.isPending ? (
        <Spinner className="py-24" label={TEAM_TEXTS.loading} showLabel />
      ) : mine.isError ? (
        <EmptyState
          icon={CircleAlert}
          tone="error"
          title={TEAM_TEXTS.loadError}
          description={<span role="alert">{mine.error.message}</span>}
          action={<Button onClick={() => void mine.refetch()}>{TEAM_TEXTS.tryAgain}</Button>}
        />
      ) : mine.data === null ? (
        <CreateCompanyCard />
      ) : (
        <Team
          mine={mine.data}
          me={session.username}
          onLeft={(name) => setLeftNotice(TEAM_TEXTS.leave.left(name))}
        />
      )}
    </main>
  );
}
