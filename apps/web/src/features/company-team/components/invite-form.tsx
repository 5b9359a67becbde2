import { invitationInputSchema, type CompanyRole } from '@jobhunter/shared';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { failureText } from '../lib/failure-text';
import { useInviteMember } from '../api/invite-member';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import { RoleSelect } from './role-select';

const TEXTS = TEAM_TEXTS.invite;

/** "Invite a colleague": an email and a role; a 409 (already a member) shows under the form. */
export function InviteForm({ slug }: { slug: string }) {
  const headingId = useId();
  const invite = useInviteMember(slug);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('recruiter');
  const [emailError, setEmailError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(TEXTS.emailRequired);
      return;
    }
    const parsed = invitationInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    setEmailError(undefined);
    invite.mutate(parsed.data, { onSuccess: () => setEmail('') });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-100 pt-5"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-slate-900">
          {TEXTS.title}
        </h3>
        <p className="text-sm text-slate-500">{TEXTS.description}</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field label={TEXTS.email} required error={emailError} className="sm:flex-1">
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label={TEXTS.role} className="sm:w-64">
          {(control) => <RoleSelect {...control} value={role} onRoleChange={setRole} />}
        </Field>
        <Button type="submit" disabled={invite.isPending} className="sm:mt-6">
          <Send aria-hidden />
          {invite.isPending ? TEXTS.pending : TEXTS.submit}
        </Button>
      </form>
      {invite.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {failureText(invite.error)}
        </p>
      )}
      {invite.isSuccess && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {TEXTS.sent(invite.data.email)}
        </p>
      )}
    </section>
  );
}
