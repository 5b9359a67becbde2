import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { failureText } from '../lib/failure-text';
import { formatDay } from '@/lib/format-day';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import type { TeamInvitation } from '../lib/company-team-types';
import { InviteForm } from './invite-form';

const TEXTS = TEAM_TEXTS.invitations;

/** Pending invitations (each revocable) and the form that sends a new one; owners only. */
export function InvitationsCard({
  slug,
  invitations,
}: {
  slug: string;
  invitations: TeamInvitation[];
}) {
  const revoke = useRevokeInvitation(slug);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXTS.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {revoke.isError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            {failureText(revoke.error)}
          </p>
        )}
        {invitations.length === 0 ? (
          <p className="text-sm text-slate-600">{TEXTS.none}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <Badge>{TEAM_TEXTS.roles[invitation.role]}</Badge>
                    {TEXTS.sent(formatDay(invitation.createdAt))}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start sm:self-center"
                  aria-label={TEXTS.revokeLabel(invitation.email)}
                  disabled={revoke.isPending && revoke.variables === invitation.id}
                  onClick={() => revoke.mutate(invitation.id)}
                >
                  {TEXTS.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <InviteForm slug={slug} />
      </CardContent>
    </Card>
  );
}
