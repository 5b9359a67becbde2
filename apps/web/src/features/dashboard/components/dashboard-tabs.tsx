import type { StoredProfile } from '@jobhunter/shared';
import { Award, Briefcase, GraduationCap, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  CertificateList,
  EducationList,
  InternshipList,
  WorkExperienceList,
} from '@/components/profile/profile-lists';

/** The four dashboard tabs, Education first; every list newest-entered first (docs/product.md §2). */
export function DashboardTabs({ profile }: { profile: StoredProfile }) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        {/* The panels' titles are h3 and their entries h4: this keeps the outline without skipped levels. */}
        <h2 className="sr-only">Profile sections</h2>
        <Tabs defaultValue="education">
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="education">
              <GraduationCap aria-hidden />
              Education
            </TabsTrigger>
            <TabsTrigger value="experience">
              <Briefcase aria-hidden />
              Experience
            </TabsTrigger>
            <TabsTrigger value="certificate">
              <Award aria-hidden />
              Certificate
            </TabsTrigger>
            <TabsTrigger value="internship">
              <Lightbulb aria-hidden />
              Internship
            </TabsTrigger>
          </TabsList>
          <TabsContent value="education">
            <Section title="Education History">
              <EducationList entries={profile.college_education} reverse />
            </Section>
          </TabsContent>
          <TabsContent value="experience">
            <Section title="Work Experience">
              <WorkExperienceList entries={profile.work_experience} reverse />
            </Section>
          </TabsContent>
          <TabsContent value="certificate">
            <Section title="Certificates">
              <CertificateList entries={profile.certificate_courses} reverse />
            </Section>
          </TabsContent>
          <TabsContent value="internship">
            <Section title="Previous Internships">
              <InternshipList entries={profile.internship_experience} reverse />
            </Section>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <CardHeader className="p-0 sm:p-0">
        <CardTitle asHeading="h3">{title}</CardTitle>
      </CardHeader>
      {children}
    </div>
  );
}
