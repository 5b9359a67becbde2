import { loginSchema, type LoginInput, type Role } from '@jobhunter/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { PasswordInput } from '@/components/ui/password-input';
import { DASHBOARD_PATH, forgotPasswordPath, REGISTER_PATH, safeNextPath } from '@/lib/paths';
import { TIMINGS } from '@/lib/timings';
import { loginErrorMessage, useLogin } from '../api/login';
import { ROLE_COPY } from './role-copy';

/** What another page tells the user on arrival, e.g. after a password reset: `navigate(path, { state: { notice } })`. */
function useNotice() {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;
}

/** Username, password and the login flow of docs/product.md §4, for one role. */
export function LoginForm({ role }: { role: Role }) {
  const copy = ROLE_COPY[role];
  const navigate = useNavigate();
  const notice = useNotice();
  // A page that needed this role sent the visitor here; after logging in they go back to it.
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get('next')) ?? DASHBOARD_PATH[role];
  const mutation = useLogin(role);
  const [errorOpen, setErrorOpen] = useState(false);
  const { register, handleSubmit, control, reset } = useForm<LoginInput>({
    defaultValues: { username: '', password: '' },
  });
  const values = useWatch({ control });
  // docs/product.md §2: the button stays 'Complete all fields' until both fields have something in them.
  const complete = loginSchema.safeParse(values).success;

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate(destination), TIMINGS.redirectAfterLogin);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate, destination]);

  const onSubmit = handleSubmit((input) =>
    mutation.mutate(loginSchema.parse(input), {
      onSuccess: () => reset(),
      onError: () => setErrorOpen(true),
    }),
  );

  return (
    <>
      {notice && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      )}
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Field label="Username">
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              {...register('username')}
            />
          )}
        </Field>
        <Field label="Password">
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...register('password')} />
          )}
        </Field>
        <Link
          to={forgotPasswordPath(role)}
          className="-mt-2 self-end text-sm font-medium text-brand-700 hover:underline"
        >
          Forgot password?
        </Link>
        <Button
          type="submit"
          size="lg"
          disabled={!complete || mutation.isPending}
          className="mt-2 w-full"
        >
          {mutation.isPending ? 'Logging in…' : complete ? 'Login' : 'Complete all fields'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to JobHunter?{' '}
        <Link to={REGISTER_PATH[role]} className="font-medium text-brand-700 hover:underline">
          {copy.registerLabel}
        </Link>
      </p>
      <MessageDialog
        open={mutation.isSuccess}
        onOpenChange={() => navigate(destination)}
        tone="success"
        title={copy.welcome}
        description="Successfully logged in"
        hideActions
      />
      <MessageDialog
        open={errorOpen}
        onOpenChange={setErrorOpen}
        tone="error"
        title="Error"
        description={loginErrorMessage(role, mutation.error)}
      />
    </>
  );
}
