import { CircleCheck, LogIn, MailOpen, UserPlus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { failureText } from '../lib/failure-text';
import { loginPath, REGISTER_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useJoinCompany } from '../api/join-company';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import { COMPANY_TEAM_PATH, joinPath, MY_RECRUITMENTS_PATH } from '../lib/join-path';

const TEXTS = TEAM_TEXTS.join;

function JoinAction({ token }: { token: string }) {
  const join = useJoinCompany();
  if (join.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 font-medium break-words text-emerald-800"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {TEXTS.joined(join.data.company.name, TEAM_TEXTS.roles[join.data.role])}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={COMPANY_TEAM_PATH}>{TEXTS.companyPage}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={MY_RECRUITMENTS_PATH}>{TEXTS.myRecruitments}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600">{TEXTS.ready}</p>
      {join.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failureText(join.error)}
        </p>
      )}
      <Button onClick={() => join.mutate(token)} disabled={join.isPending} className="self-start">
        {join.isPending ? TEXTS.pending : TEXTS.submit}
      </Button>
    </div>
  );
}

function SignInChoices({ token }: { token: string }) {
  const back = joinPath(token);
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild>
        <Link to={loginPath('recruiter', back)}>
          <LogIn aria-hidden />
          {TEXTS.signIn}
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={`${REGISTER_PATH.recruiter}?${new URLSearchParams({ next: back })}`}>
          <UserPlus aria-hidden />
          {TEXTS.register}
        </Link>
      </Button>
    </div>
  );
}

/** /join?token=…: the emailed invitation; a signed-in recruiter accepts it here. */
export function JoinCompanyPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSession();
  useDocumentMeta(TEXTS.documentTitle);

  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <Card className="w-full max-w-lg">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MailOpen aria-hidden className="size-6" />
          </span>
          <CardTitle asHeading="h1" className="text-2xl">
            {TEXTS.title}
          </CardTitle>
          {token && <CardDescription>{TEXTS.invited}</CardDescription>}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!token ? (
            <p role="alert" className="text-center text-slate-700">
              {TEXTS.noToken}
            </p>
          ) : session.recruiter ? (
            <JoinAction token={token} />
          ) : (
            <>
              <p className="text-slate-600">
                {session.candidate ? TEXTS.candidate : TEXTS.signedOut}
              </p>
              <SignInChoices token={token} />
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
