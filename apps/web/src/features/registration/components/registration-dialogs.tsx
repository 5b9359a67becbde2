import type { Role } from '@jobhunter/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { isApiError } from '@/lib/api-error';
import { loginPath, safeNextPath } from '@/lib/paths';
import { STEPS } from '../lib/wizard-steps';

export type Problem =
  | { kind: 'step'; message: string }
  | { kind: 'submit'; message: string; step: number }
  | { kind: 'server' };

interface RegistrationDialogsProps {
  role: Role;
  problem: Problem | null;
  onProblemClose: () => void;
  onGoToStep: (step: number) => void;
  registered: { firstName: string; lastName: string } | null;
  error: unknown;
  /** Called when a 'Data Missing' popup closes, to put focus on the field to fix. */
  onFixFocus: (event: Event) => void;
}

/** The wizard's popups: 'Data Missing', submission errors and the 'Welcome {first name}' success. */
export function RegistrationDialogs({
  role,
  problem,
  onProblemClose,
  onGoToStep,
  registered,
  error,
  onFixFocus,
}: RegistrationDialogsProps) {
  const navigate = useNavigate();
  // A page that sent the visitor to register (an invitation link) is where the login goes next.
  const [searchParams] = useSearchParams();
  const login = loginPath(role, safeNextPath(searchParams.get('next')) ?? undefined);
  const close = (open: boolean) => !open && onProblemClose();
  return (
    <>
      <MessageDialog
        open={problem?.kind === 'step'}
        onOpenChange={close}
        tone="warning"
        title="Data Missing"
        description={problem?.kind === 'step' ? problem.message : ''}
        onCloseAutoFocus={onFixFocus}
      />
      <MessageDialog
        open={problem?.kind === 'submit'}
        onOpenChange={close}
        tone="warning"
        title="Data Missing"
        onCloseAutoFocus={onFixFocus}
        description={
          problem?.kind === 'submit' && (
            <>
              Complete all fields before submission
              <span className="mt-2 block font-medium text-slate-800">{problem.message}</span>
            </>
          )
        }
        actions={
          problem?.kind === 'submit' && (
            <Button onClick={() => onGoToStep(problem.step)}>
              Go to step {problem.step + 1}: {STEPS[problem.step].title}
            </Button>
          )
        }
      />
      <MessageDialog
        open={problem?.kind === 'server'}
        onOpenChange={close}
        tone="error"
        title="Error occurred"
        description={
          isApiError(error) && error.message
            ? error.message
            : 'Something went wrong. Please try again later.'
        }
      />
      <MessageDialog
        open={registered !== null}
        onOpenChange={(open) => !open && navigate(login)}
        tone="success"
        title={`Welcome ${registered?.firstName ?? ''}`}
        description={`You have been registered successfully as ${role} ${registered?.firstName ?? ''} ${registered?.lastName ?? ''}! Kindly navigate to Login Page`}
        actions={<Button onClick={() => navigate(login)}>Go to Login</Button>}
      />
    </>
  );
}
