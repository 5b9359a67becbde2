import { initials, type StoredProfile } from '@jobhunter/shared';
import { Briefcase, Building2, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { ContactRow } from '@/components/profile/contact-row';

/** Photo, name, title, intro and contact facts (docs/product.md §2 "Dashboards" header card). */
export function ProfileHeaderCard({ profile }: { profile: StoredProfile }) {
  const job = profile.current_job;
  const fullName = `${profile.firstName} ${profile.lastName}`;
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden
        className="h-24 bg-gradient-to-r from-brand-600 via-brand-500 to-sky-500 sm:h-28"
      />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-14 sm:flex-row sm:items-end">
          <Avatar
            src={profile.photo}
            name={fullName}
            initials={initials(profile.firstName, profile.lastName)}
            size="xl"
            className="ring-4"
          />
          <div className="min-w-0 sm:pb-1">
            <h2 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {fullName}
            </h2>
            <p className="font-medium text-brand-700">{profile.title}</p>
          </div>
        </div>
        <p className="text-slate-600">{profile.one_liner_intro}</p>
        <div className="grid gap-3 border-t border-slate-100 pt-5 sm:grid-cols-2 lg:grid-cols-3">
          <ContactRow icon={Mail} label="Email">
            <a href={`mailto:${profile.email}`} className="hover:text-brand-700 hover:underline">
              {profile.email}
            </a>
          </ContactRow>
          <ContactRow icon={Phone} label="Phone">
            {profile.number}
          </ContactRow>
          <ContactRow icon={MapPin} label="Current location">
            {job?.current_location}
          </ContactRow>
          <ContactRow icon={Building2} label="Company">
            {job?.company}
          </ContactRow>
          <ContactRow icon={Briefcase} label="Current role">
            {job?.current_role}
          </ContactRow>
          <ContactRow icon={Clock} label="Years of experience">
            {job?.years_of_experience} {Number(job?.years_of_experience) === 1 ? 'year' : 'years'}{' '}
            of experience
          </ContactRow>
        </div>
      </div>
    </Card>
  );
}
