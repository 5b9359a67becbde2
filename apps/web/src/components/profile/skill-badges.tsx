import { Badge } from '@/components/ui/badge';

export function SkillBadges({
  skills,
  emptyText = 'No skills listed.',
}: {
  skills: string[] | undefined;
  emptyText?: string;
}) {
  if (!skills?.length) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Skills">
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone="brand" className="px-3 py-1 text-sm">
            {skill}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
