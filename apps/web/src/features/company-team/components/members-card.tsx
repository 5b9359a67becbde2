import { UserMinus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { failureText } from '../lib/failure-text';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import type { TeamMember } from '../lib/company-team-types';
import { memberName } from '../lib/member-name';
import { RoleSelect } from './role-select';

const TEXTS = TEAM_TEXTS.members;

interface MembersCardProps {
  slug: string;
  members: TeamMember[];
  isOwner: boolean;
  /** The signed-in recruiter: they leave rather than remove themselves. */
  me: string;
}

/** The team: everyone reads it; an owner changes roles and removes members (after a yes). */
export function MembersCard({ slug, members, isOwner, me }: MembersCardProps) {
  const changeRole = useChangeMemberRole(slug);
  const remove = useRemoveMember(slug);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // A removed member's row (and its button) goes away: focus then lands on the list's title.
  const removed = useRef(false);
  const titleId = useId();
  const failure = changeRole.isError
    ? failureText(changeRole.error)
    : remove.isError
      ? failureText(remove.error)
      : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId} tabIndex={-1} className="outline-none">
          {TEXTS.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {failure && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            {failure}
          </p>
        )}
        <ul className="divide-y divide-slate-100">
          {members.map((member) => {
            const name = memberName(member);
            return (
              <li
                key={member.username}
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">
                    {name}{' '}
                    {member.username === me && (
                      <span className="text-sm font-normal text-slate-500">{TEXTS.you}</span>
                    )}
                  </p>
                  <p className="text-sm break-all text-brand-700">@{member.username}</p>
                </div>
                {isOwner ? (
                  <div className="flex flex-wrap items-center gap-2">
                    <RoleSelect
                      aria-label={TEXTS.roleOf(name)}
                      value={member.role}
                      disabled={changeRole.isPending}
                      className="w-auto max-w-full"
                      onRoleChange={(role) => {
                        remove.reset();
                        changeRole.mutate({ username: member.username, role });
                      }}
                    />
                    {member.username !== me && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={TEXTS.removeLabel(name)}
                        onClick={() => setRemoving(member)}
                      >
                        <UserMinus aria-hidden />
                        {TEXTS.remove}
                      </Button>
                    )}
                  </div>
                ) : (
                  <Badge
                    tone={member.role === 'owner' ? 'brand' : 'neutral'}
                    className="self-start"
                  >
                    {TEAM_TEXTS.roles[member.role]}
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? TEXTS.removeTitle(memberName(removing)) : ''}
        description={TEXTS.removeDescription}
        pending={remove.isPending}
        pendingLabel={TEXTS.removing}
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          removed.current = false;
          event.preventDefault();
          document.getElementById(titleId)?.focus();
        }}
        onConfirm={() => {
          if (!removing) return;
          changeRole.reset();
          remove.mutate(removing.username, {
            onSuccess: () => (removed.current = true),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </Card>
  );
}
