import type { PublicProfile } from '@jobhunter/shared';
import { Award, Briefcase, GraduationCap, Lightbulb, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  CertificateList,
  EducationList,
  InternshipList,
  SchoolCard,
  WorkExperienceList,
} from '@/components/profile/profile-lists';

function Heading({ children }: { children: ReactNode }) {
  return <h2 className="mb-3 text-lg font-semibold text-slate-900">{children}</h2>;
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

/** Right side of a public profile: the five tabs of docs/product.md §2. */
export function ProfileTabs({ profile }: { profile: PublicProfile }) {
  const job = profile.current_job;
  return (
    <Card className="p-4 sm:p-6">
      <Tabs defaultValue="about">
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="about">
            <UserRound aria-hidden />
            About
          </TabsTrigger>
          <TabsTrigger value="education">
            <GraduationCap aria-hidden />
            Education
          </TabsTrigger>
          <TabsTrigger value="experience">
            <Briefcase aria-hidden />
            Experience
          </TabsTrigger>
          <TabsTrigger value="certificates">
            <Award aria-hidden />
            Certificates
          </TabsTrigger>
          <TabsTrigger value="internships">
            <Lightbulb aria-hidden />
            Internships
          </TabsTrigger>
        </TabsList>
        <TabsContent value="about" className="flex flex-col gap-6">
          <section>
            <Heading>Introduction</Heading>
            <p className="break-words whitespace-pre-line text-slate-700">{profile.introduction}</p>
          </section>
          <section>
            <Heading>Current Position</Heading>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label="Company" value={job?.company} />
              <Fact label="Role" value={job?.current_role} />
              <Fact
                label="Experience"
                value={`${job?.years_of_experience} ${Number(job?.years_of_experience) === 1 ? 'year' : 'years'}`}
              />
              <Fact label="Since" value={job?.date_of_commencement} />
            </dl>
            {job?.job_description && (
              <p className="mt-3 break-words whitespace-pre-line text-slate-700">
                {job.job_description}
              </p>
            )}
          </section>
        </TabsContent>
        <TabsContent value="education" className="flex flex-col gap-6">
          <section>
            <Heading>Higher Education</Heading>
            <EducationList entries={profile.college_education} />
          </section>
          <section className="grid gap-3 md:grid-cols-2">
            <SchoolCard title="12th Standard" school={profile.twelth_standard_education} />
            <SchoolCard title="10th Standard" school={profile.tenth_standard_education} />
          </section>
        </TabsContent>
        <TabsContent value="experience">
          <Heading>Work Experience</Heading>
          <WorkExperienceList entries={profile.work_experience} />
        </TabsContent>
        <TabsContent value="certificates">
          <Heading>Certificates</Heading>
          <CertificateList entries={profile.certificate_courses} />
        </TabsContent>
        <TabsContent value="internships">
          <Heading>Internships</Heading>
          <InternshipList entries={profile.internship_experience} />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
