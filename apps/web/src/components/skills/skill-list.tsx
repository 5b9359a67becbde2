import { Badge } from '@/components/ui/badge';

/** The first `max` skills as badges, then one badge counting the rest ('+N more' or '+N'). */
export function SkillList({
  skills,
  max,
  moreLabel = (n) => `+${n} more`,
}: {
  skills: string[];
  max: number;
  moreLabel?: (rest: number) => string;
}) {
  const shown = skills.slice(0, max);
  const rest = skills.length - shown.length;
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className="min-w-0">
          <Badge tone="neutral">{skill}</Badge>
        </li>
      ))}
      {rest > 0 && (
        <li>
          <Badge tone="brand">{moreLabel(rest)}</Badge>
        </li>
      )}
    </ul>
  );
}
