import type { StoredProfile } from '@jobhunter/shared';
import {
  Award,
  Briefcase,
  CalendarDays,
  Clock,
  GraduationCap,
  Lightbulb,
  School,
} from 'lucide-react';
import { EmptyList, ordered, ProfileEntry } from './profile-entry';

interface ListProps<K extends keyof StoredProfile> {
  entries: StoredProfile[K] | undefined;
  reverse?: boolean;
}

function Dates({ from, to }: { from: string; to: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <CalendarDays aria-hidden className="size-3.5" />
      {from} - {to}
    </span>
  );
}

export function EducationList({ entries, reverse = false }: ListProps<'college_education'>) {
  if (!entries?.length) return <EmptyList text="No higher education added yet." />;
  return (
    <ul className="flex flex-col gap-3">
      {ordered(entries, reverse).map((entry, index) => (
        <ProfileEntry
          key={index}
          icon={GraduationCap}
          title={`${entry.programme_name} in ${entry.specialization}`}
          subtitle={`${entry.college_name}, ${entry.university_name}`}
          meta={
            <>
              <span>CGPA {entry.cgpa}/10</span>
              <Dates from={entry.year_of_commencement} to={entry.year_of_conclusion} />
              <span>{entry.duration} months</span>
            </>
          }
        />
      ))}
    </ul>
  );
}

export function WorkExperienceList({ entries, reverse = false }: ListProps<'work_experience'>) {
  if (!entries?.length) return <EmptyList text="No work experience added yet." />;
  return (
    <ul className="flex flex-col gap-3">
      {ordered(entries, reverse).map((entry, index) => (
        <ProfileEntry
          key={index}
          icon={Briefcase}
          title={entry.designation}
          subtitle={entry.company}
          meta={
            <>
              <Dates from={entry.date_of_commencement} to={entry.date_of_resignation} />
              <span>{entry.duration_of_service} months</span>
              <span>Annual CTC ${entry.annual_ctc}</span>
            </>
          }
        >
          {entry.job_description}
        </ProfileEntry>
      ))}
    </ul>
  );
}

export function CertificateList({ entries, reverse = false }: ListProps<'certificate_courses'>) {
  if (!entries?.length) return <EmptyList text="No certificates added yet." />;
  return (
    <ul className="flex flex-col gap-3">
      {ordered(entries, reverse).map((entry, index) => (
        <ProfileEntry
          key={index}
          icon={Award}
          title={entry.title_of_course}
          subtitle={`${entry.platform_name} · Mentor: ${entry.mentor_name}`}
          meta={<Dates from={entry.date_of_commencement} to={entry.date_of_conclusion} />}
        >
          {entry.learning_description}
        </ProfileEntry>
      ))}
    </ul>
  );
}

export function InternshipList({ entries, reverse = false }: ListProps<'internship_experience'>) {
  if (!entries?.length) return <EmptyList text="No internships added yet." />;
  return (
    <ul className="flex flex-col gap-3">
      {ordered(entries, reverse).map((entry, index) => (
        <ProfileEntry
          key={index}
          icon={Lightbulb}
          title={entry.company}
          meta={
            <>
              <Dates from={entry.date_of_commencement} to={entry.date_of_conclusion} />
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="size-3.5" />
                {entry.duration} months
              </span>
              <span>Stipend ${entry.stipend}</span>
            </>
          }
        >
          {entry.roles_and_responsibilities}
        </ProfileEntry>
      ))}
    </ul>
  );
}

export function SchoolCard({
  title,
  school,
}: {
  title: string;
  school: StoredProfile['tenth_standard_education'] | undefined;
}) {
  if (!school) return null;
  return (
    <ul>
      <ProfileEntry
        icon={School}
        title={title}
        subtitle={`${school.school_name} · ${school.school_board}`}
        meta={
          <>
            <span>{school.percentage_obtained}%</span>
            <span>Passed {school.year_of_passing}</span>
          </>
        }
      />
    </ul>
  );
}
