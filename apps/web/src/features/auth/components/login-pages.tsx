import type { Role } from '@jobhunter/shared';
import { LogIn } from 'lucide-react';
import { AuthCardPage } from './auth-card-page';
import { LoginForm } from './login-form';
import { ROLE_COPY } from './role-copy';

function LoginPage({ role }: { role: Role }) {
  return (
    <AuthCardPage
      icon={LogIn}
      title={ROLE_COPY[role].heading}
      description={ROLE_COPY[role].subheading}
    >
      <LoginForm role={role} />
    </AuthCardPage>
  );
}

export function CandidateLoginPage() {
  return <LoginPage role="candidate" />;
}

export function RecruiterLoginPage() {
  return <LoginPage role="recruiter" />;
}
