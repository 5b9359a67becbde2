import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { failureText } from '../lib/failure-text';
import { useCreateCompany } from '../api/create-company';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import { detailsValues } from '../lib/details-input';
import { CompanyDetailsForm } from './company-details-form';

const TEXTS = TEAM_TEXTS.create;

/** A recruiter without a company creates one; the server's 409s (already in one, name taken) show here. */
export function CreateCompanyCard() {
  const create = useCreateCompany();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXTS.title}</CardTitle>
        <CardDescription>{TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <CompanyDetailsForm
          initial={detailsValues()}
          keepEmpty={false}
          submitLabel={TEXTS.submit}
          pendingLabel={TEXTS.pending}
          pending={create.isPending}
          error={create.isError ? failureText(create.error) : null}
          onSubmit={(input) => create.mutate(input)}
        />
      </CardContent>
    </Card>
  );
}
