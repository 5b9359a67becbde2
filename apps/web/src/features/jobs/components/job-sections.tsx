import type { Job } from '@jobhunter/shared';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Tags({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="brand" className="px-3 py-1 text-sm">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Description, skills, languages (only if any) and perks (only if present). */
export function JobSections({ job }: { job: Job }) {
  const languages = job.required_languages.filter(Boolean);
  const skills = job.skills_required.filter(Boolean);
  return (
    <>
      <Section title="Job Description">
        {job.job_description.trim() ? (
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {job.job_description}
          </p>
        ) : (
          <p className="text-sm text-slate-500">No job description provided</p>
        )}
      </Section>
      <Section title="Required Skills">
        {skills.length ? (
          <Tags items={skills} label="Required skills" />
        ) : (
          <p className="text-sm text-slate-500">No specific skills mentioned</p>
        )}
      </Section>
      {languages.length > 0 && (
        <Section title="Required Languages">
          <Tags items={languages} label="Required languages" />
        </Section>
      )}
      {job.perks_and_benefits.trim() && (
        <Section title="Perks and Benefits">
          <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">
            {job.perks_and_benefits}
          </p>
        </Section>
      )}
    </>
  );
}
