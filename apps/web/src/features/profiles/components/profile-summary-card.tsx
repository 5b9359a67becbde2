import { initials, type PublicProfile } from '@jobhunter/shared';
import { Building2, LockKeyhole, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ContactRow } from '@/components/profile/contact-row';
import { SkillBadges } from '@/components/profile/skill-badges';

/** Left card of a public profile: photo, name, title, intro, contacts and skills (docs/product.md §2); a recruiter's company links to its page. */
export function ProfileSummaryCard({
  profile,
  companyHref,
}: {
  profile: PublicProfile;
  companyHref?: string;
}) {
  const fullName = `${profile.firstName} ${profile.lastName}`;
  const job = profile.current_job;
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <Avatar
          src={profile.photo}
          name={fullName}
          initials={initials(profile.firstName, profile.lastName)}
          size="xl"
        />
        <div>
          <h1 className="text-xl font-bold tracking-tight break-words text-slate-900">
            {fullName}
          </h1>
          <p className="text-sm font-medium text-slate-500">@{profile.username}</p>
          <p className="mt-1 font-medium text-brand-700">{profile.title}</p>
        </div>
        <p className="text-sm text-slate-600">{profile.one_liner_intro}</p>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5">
        {profile.email || profile.number ? (
          <>
            {profile.email && (
              <ContactRow icon={Mail} label="Email">
                <a
                  href={`mailto:${profile.email}`}
                  className="hover:text-brand-700 hover:underline"
                >
                  {profile.email}
                </a>
              </ContactRow>
            )}
            {profile.number && (
              <ContactRow icon={Phone} label="Phone">
                {profile.number}
              </ContactRow>
            )}
          </>
        ) : (
          // The server leaves contact details out for signed-out visitors.
          <ContactRow icon={LockKeyhole} label="Email and phone">
            <Link to="/CommonAuthentication" className="font-medium text-brand-700 hover:underline">
              Sign in to see contact details
            </Link>
          </ContactRow>
        )}
        <ContactRow icon={Building2} label="Company and role">
          {job?.current_role} at{' '}
          {companyHref ? (
            <Link to={companyHref} className="font-medium text-brand-700 hover:underline">
              {job?.company}
            </Link>
          ) : (
            job?.company
          )}
        </ContactRow>
        <ContactRow icon={MapPin} label="Location">
          {job?.current_location}
        </ContactRow>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-5">
        <h2 className="text-sm font-semibold text-slate-900">Skills</h2>
        <SkillBadges skills={profile.core_skills} />
      </div>
    </Card>
  );
}
