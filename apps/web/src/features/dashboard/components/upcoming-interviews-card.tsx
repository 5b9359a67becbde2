import type { Role } from '@jobhunter/shared';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { UpcomingInterviews } from '@/components/interviews/upcoming-interviews';

/** 'Upcoming interviews' on either dashboard, beside the profile. */
export function UpcomingInterviewsCard({ role }: { role: Role }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>Upcoming interviews</CardTitle>
        </CardHeader>
        <CardContent>
          <UpcomingInterviews viewer={role} />
        </CardContent>
      </Card>
    </section>
  );
}
