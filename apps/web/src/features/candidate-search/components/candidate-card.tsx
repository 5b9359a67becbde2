import { initials, type CandidateSearchHit } from '@jobhunter/shared';
import { Briefcase, CircleCheck, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SkillList } from '@/components/skills/skill-list';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PROFILE_PATH } from '@/lib/paths';
import { experienceText } from '../lib/candidate-texts';
import { HighlightedSnippet } from './highlighted-snippet';
import { InviteButton } from './invite-button';

/** Skills a card shows before '+N more' (the profile has them all). */
const CARD_SKILLS = 8;

/** One found candidate: who they are, why they matched, their profile and 'Invite to apply'. */
export function CandidateCard({
  candidate,
  recruiter,
}: {
  candidate: CandidateSearchHit;
  recruiter: string;
}) {
  const nameId = useId();
  const name = `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.username;
  // The jobs this card's candidate was invited to while the page is open.
  const [invitedTo, setInvitedTo] = useState<string[]>([]);
  const profile = PROFILE_PATH.candidate(candidate.username);

  return (
    <Card className="flex h-full flex-col gap-4 p-4 sm:p-5" aria-labelledby={nameId} role="article">
      <div className="flex items-start gap-3">
        <Avatar
          src={candidate.photo}
          name={name}
          initials={initials(candidate.firstName, candidate.lastName)}
          size="lg"
        />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg font-semibold break-words text-slate-900">
            <Link to={profile} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h3>
          {candidate.title && (
            <p className="font-medium break-words text-brand-700">{candidate.title}</p>
          )}
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            {candidate.location && (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden className="size-4 shrink-0" />
                {candidate.location}
              </span>
            )}
            {candidate.experienceYears !== null && (
              <span className="inline-flex items-center gap-1">
                <Briefcase aria-hidden className="size-4 shrink-0" />
                {experienceText(candidate.experienceYears)}
              </span>
            )}
          </p>
        </div>
      </div>
      <SkillList skills={candidate.skills} max={CARD_SKILLS} />
      {candidate.snippet && <HighlightedSnippet snippet={candidate.snippet} />}
      <div className="mt-auto flex flex-col gap-3">
        <div role="status">
          {invitedTo.length > 0 && (
            <p className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>Invitation sent ({invitedTo.join(', ')})</span>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={profile} aria-label={`View profile of ${name}`}>
              View profile
            </Link>
          </Button>
          <InviteButton
            candidate={{ username: candidate.username, name }}
            recruiter={recruiter}
            onInvited={(designation) =>
              setInvitedTo((current) =>
                current.includes(designation) ? current : [...current, designation],
              )
            }
          />
        </div>
      </div>
    </Card>
  );
}
