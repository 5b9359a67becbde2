import type { Role } from '@jobhunter/shared';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LOGIN_PATH } from '@/lib/paths';
import { useRegister } from '../api/register';
import { emptyDraft, type RegistrationDraft } from '../lib/draft';
import { clearDraft, loadDraft, saveDraft } from '../lib/draft-store';
import { checkMove, firstInvalidStep, type StepIssue } from '../lib/wizard-rules';
import { STEPS, stepFromPath, stepPath } from '../lib/wizard-steps';
import { RegistrationDialogs, type Problem } from './registration-dialogs';
import { WizardProgress } from './wizard-progress';
import { StepConventionalEducation } from './step-conventional-education';
import { StepPersonalInformation } from './step-personal-information';
import { StepPresent } from './step-present';
import { StepSkillsAndExperience } from './step-skills-and-experience';
import { useDocumentMeta } from '@/lib/use-document-meta';

const ROLE_NAME: Record<Role, string> = { candidate: 'candidate', recruiter: 'recruiter' };

/** The four-step registration of docs/product.md §2; each step has its own route. */
export function WizardPage({ role }: { role: Role }) {
  // The query (a page to come back to after the first login, `next`) stays across the steps.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const step = stepFromPath(role, pathname);
  const last = STEPS.length - 1;
  const [initial] = useState(() => loadDraft(role));
  const form = useForm<RegistrationDraft>({ defaultValues: initial });
  const registration = useRegister(role);
  const [problem, setProblem] = useState<Problem | null>(null);
  const saving = useRef(true);
  const firstIssuePath = useRef<string | null>(null);
  // Each step is its own route, so the layout moves focus to its title like on any page change.
  useDocumentMeta(`${STEPS[step].title} · Register as ${ROLE_NAME[role]} · JobHunter`);

  // Keep the draft across steps and reloads (the store leaves the password out of local storage).
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (saving.current) saveDraft(role, values as RegistrationDraft);
    });
    return () => subscription.unsubscribe();
  }, [form, role]);

  const showIssues = (issues: StepIssue[]) => {
    form.clearErrors();
    firstIssuePath.current = issues[0]?.path ?? null;
    const seen = new Set<string>();
    for (const issue of issues) {
      if (seen.has(issue.path)) continue;
      seen.add(issue.path);
      // Issue paths come from the shared schemas and match the draft's field paths.
      form.setError(issue.path as 'firstName', { type: 'schema', message: issue.message });
    }
  };

  const goTo = (target: number) => {
    if (target === step) return;
    const move = checkMove(step, target, form.getValues());
    if (!move.allowed) {
      showIssues(move.issues);
      setProblem({ kind: 'step', message: move.message });
      if (move.failedStep !== step) navigate(stepPath(role, move.failedStep) + search);
      return;
    }
    form.clearErrors();
    navigate(stepPath(role, target) + search);
  };

  const submit = () => {
    const values = form.getValues();
    const invalid = firstInvalidStep(values);
    if (invalid) {
      showIssues(invalid.issues);
      setProblem({ kind: 'submit', message: invalid.message, step: invalid.failedStep });
      return;
    }
    registration.mutate(values, {
      onSuccess: () => {
        saving.current = false;
        form.reset(emptyDraft());
        clearDraft(role);
        saving.current = true;
      },
      onError: () => setProblem({ kind: 'server' }),
    });
  };

  const current = STEPS[step];
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-6 flex flex-col gap-1 sm:mb-8">
        <p className="text-sm font-medium text-brand-700">Create your {ROLE_NAME[role]} account</p>
        <h1
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
        >
          {current.title}
        </h1>
        <p className="text-slate-600">
          {current.description}. Already registered?{' '}
          <Link to={LOGIN_PATH[role]} className="font-medium text-brand-700 hover:underline">
            Log in
          </Link>
        </p>
      </div>

      <FormProvider {...form}>
        <Card className="p-4 sm:p-6">
          <div className="flex items-center gap-2 sm:gap-4">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous step"
              disabled={step === 0}
              onClick={() => goTo(step - 1)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <div className="min-w-0 flex-1">
              <WizardProgress current={step} onSelect={goTo} />
            </div>
            <Button
              variant="outline"
              size="icon"
              aria-label="Next step"
              disabled={step === last}
              onClick={() => goTo(step + 1)}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </Card>

        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === last) submit();
            else goTo(step + 1);
          }}
          className="mt-6"
        >
          <Card className="p-4 sm:p-6">
            {step === 0 && <StepPersonalInformation role={role} />}
            {step === 1 && <StepConventionalEducation />}
            {step === 2 && <StepSkillsAndExperience />}
            {step === 3 && <StepPresent />}
          </Card>
          <div className="mt-6 flex items-center justify-between gap-3">
            <Button
              variant="outline"
              size="lg"
              disabled={step === 0}
              onClick={() => goTo(step - 1)}
            >
              <ChevronLeft aria-hidden />
              Back
            </Button>
            {step === last ? (
              <Button type="submit" size="lg" disabled={registration.isPending}>
                <Send aria-hidden />
                {registration.isPending ? 'Submitting…' : 'Submit'}
              </Button>
            ) : (
              <Button type="submit" size="lg">
                Continue
                <ChevronRight aria-hidden />
              </Button>
            )}
          </div>
        </form>
      </FormProvider>

      <RegistrationDialogs
        role={role}
        problem={problem}
        onProblemClose={() => setProblem(null)}
        onGoToStep={(target) => {
          setProblem(null);
          navigate(stepPath(role, target) + search);
        }}
        registered={registration.data ?? null}
        error={registration.error}
        onFixFocus={(event) => {
          const path = firstIssuePath.current;
          // Fields of another step are not on screen; there the step title keeps focus.
          if (!path || !document.querySelector(`[name="${path}"]`)) return;
          event.preventDefault();
          form.setFocus(path as 'firstName');
        }}
      />
    </main>
  );
}
