import { loginSchema } from '@jobhunter/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ADMIN_PATH, safeNextPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useAdminLogin } from '@/api/admin/admin-login';

/** /AdminLogin: moderators sign in here (their accounts are made on the command line), then the reports queue. */
export function AdminLoginPage() {
  useDocumentMeta('Admin sign in · JobHunter');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get('next')) ?? ADMIN_PATH;
  const { admin } = useSession();
  const login = useAdminLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const complete = loginSchema.safeParse({ username, password }).success;

  // Already signed in (another tab, or the back button after signing in): straight to the area.
  if (admin && !login.isPending && !login.isSuccess) return <Navigate to={destination} replace />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => navigate(destination, { replace: true }) },
    );
  };

  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ShieldCheck aria-hidden className="size-6" />
          </span>
          <CardTitle asHeading="h1" className="text-2xl">
            Admin sign in
          </CardTitle>
          <CardDescription>For JobHunter&apos;s moderators.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <Field label="Username">
              {(control) => (
                <Input
                  {...control}
                  autoComplete="username"
                  autoCapitalize="none"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              )}
            </Field>
            <Field label="Password">
              {(control) => (
                <PasswordInput
                  {...control}
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </Field>
            {login.isError && (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {login.error.message}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              className="mt-2 w-full"
              disabled={!complete || login.isPending}
            >
              {login.isPending ? 'Signing in…' : 'Sign in'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
