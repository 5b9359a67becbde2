import type { ScreeningResult } from '@jobhunter/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** "Screening: passed" or "Screening: failed": the word and the icon say it, not the colour alone. */
export function ScreeningResultBadge({ result }: { result: ScreeningResult }) {
  const Icon = result === 'failed' ? CircleX : CircleCheck;
  return (
    <Badge tone={result === 'failed' ? 'red' : 'green'}>
      <Icon aria-hidden className="size-3.5 shrink-0" />
      Screening: {result}
    </Badge>
  );
}
