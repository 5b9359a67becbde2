import type { Role } from '@jobhunter/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useExportAccountData } from '../api/export-account-data';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

const CONTENTS: Record<Role, string> = {
  candidate: 'your profile, your applications and their history, saved jobs, and your sign-ins',
  recruiter: 'your profile, your jobs, the application updates you made, and your sign-ins',
};

/** `GET /export` saved as a JSON file: a copy of everything stored about the account. */
export function ExportDataCard({ role, username }: { role: Role; username: string }) {
  const download = useExportAccountData(role, username);
  return (
    <SettingsCard
      id="export-data"
      title="Download my data"
      description={`A JSON file with everything we store about you: ${CONTENTS[role]}.`}
    >
      <div className="flex flex-col items-start gap-3">
        {download.isSuccess && (
          <StatusMessage tone="success">
            Your data was downloaded as jobhunter-{username}-data.json.
          </StatusMessage>
        )}
        {download.isError && (
          <StatusMessage tone="error">
            Download failed: {errorMessage(download.error)}
          </StatusMessage>
        )}
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden />
          {download.isPending ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
    </SettingsCard>
  );
}
