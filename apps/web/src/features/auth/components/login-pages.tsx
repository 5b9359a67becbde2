import type { Role } from '@jobhunter/shared';
import { LoginForm } from './login-form';

function LoginPage({ role }: { role: Role }) {
  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <LoginForm role={role} />
    </main>
  );
}

export function CandidateLoginPage() {
  return <LoginPage role="candidate" />;
}

export function RecruiterLoginPage() {
  return <LoginPage role="recruiter" />;
}
