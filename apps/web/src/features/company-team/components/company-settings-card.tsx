import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { failureText } from '../lib/failure-text';
import { companyPath } from '@/lib/paths';
import { useUpdateCompany } from '../api/update-company';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import type { TeamCompany } from '../lib/company-team-types';
import { detailsValues } from '../lib/details-input';
import { CompanyDetailsForm } from './company-details-form';

const TEXTS = TEAM_TEXTS.settings;

function ReadOnlyDetails({ company }: { company: TeamCompany }) {
  return (
    <dl className="grid gap-3 text-sm">
      <div>
        <dt className="font-medium text-slate-900">{TEAM_TEXTS.fields.name}</dt>
        <dd className="break-words text-slate-600">{company.name}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-900">{TEAM_TEXTS.fields.website}</dt>
        <dd className="break-all text-slate-600">{company.website || TEXTS.noWebsite}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-900">{TEAM_TEXTS.fields.about}</dt>
        <dd className="break-words whitespace-pre-line text-slate-600">
          {company.about || TEXTS.noAbout}
        </dd>
      </div>
      {company.logo && (
        <div>
          <dt className="font-medium text-slate-900">{TEAM_TEXTS.fields.logo}</dt>
          <dd>
            <img
              src={company.logo}
              alt={`${company.name} logo`}
              className="mt-1 size-16 rounded-xl border border-slate-200 object-cover"
            />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The company's details: an owner edits and saves them, everyone else reads them. */
export function CompanySettingsCard({
  company,
  isOwner,
}: {
  company: TeamCompany;
  isOwner: boolean;
}) {
  const update = useUpdateCompany(company.slug);
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <CardTitle>{TEXTS.title}</CardTitle>
          {!isOwner && <CardDescription>{TEXTS.readOnly}</CardDescription>}
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={companyPath(company.slug)}>
            <ExternalLink aria-hidden />
            {TEXTS.viewPage}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isOwner ? (
          <CompanyDetailsForm
            // A new company (after leaving and creating another) starts a fresh form.
            key={company.slug}
            initial={detailsValues(company)}
            keepEmpty
            submitLabel={TEXTS.save}
            pendingLabel={TEXTS.saving}
            pending={update.isPending}
            error={update.isError ? failureText(update.error) : null}
            notice={update.isSuccess ? TEXTS.saved : null}
            onSubmit={(input) => update.mutate(input)}
          />
        ) : (
          <ReadOnlyDetails company={company} />
        )}
      </CardContent>
    </Card>
  );
}
