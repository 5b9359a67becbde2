import { maxUsernameLength, USERNAME_ALLOWED_CHARACTERS, type Role } from '@jobhunter/shared';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { errorMessage } from '@/lib/api-error';
import { useCheckUsername } from '../api/check-username';
import type { RegistrationDraft } from '../lib/draft';
import { shouldCheckUsername, usernameRemaining } from '../lib/wizard-rules';

const POPUPS = {
  available: {
    title: 'Username Available',
    description: 'This username can be allotted to you',
    tone: 'success',
  },
  unavailable: {
    title: 'Username Unavailable',
    description: 'Username is not available. Try another one',
    tone: 'error',
  },
} as const;

/** Username with its allowed characters, remaining characters and availability check (docs/product.md §2, §4, §5). */
export function UsernameField({ role }: { role: Role }) {
  const { register, control, formState, setFocus } = useFormContext<RegistrationDraft>();
  const [firstName, lastName, username] = useWatch({
    control,
    name: ['firstName', 'lastName', 'username'],
  });
  const check = useCheckUsername(role);
  const [popupOpen, setPopupOpen] = useState(false);
  // A check the app ran by itself while the user typed: its popup must not take the keyboard away.
  const [autoChecked, setAutoChecked] = useState(false);
  const lastChecked = useRef<string | null>(null);
  const max = maxUsernameLength(firstName, lastName);
  const remaining = usernameRemaining({ firstName, lastName, username });
  const error = (get(formState.errors, 'username') as { message?: string } | undefined)?.message;

  const runCheck = (value: string, automatic = false) => {
    lastChecked.current = value;
    setAutoChecked(automatic);
    check.mutate(value, { onSettled: () => setPopupOpen(true) });
  };

  useEffect(() => {
    if (shouldCheckUsername({ firstName, lastName, username }) && lastChecked.current !== username)
      runCheck(username, true);
    // runCheck is recreated each render; the check depends only on the typed values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstName, lastName, username]);

  const result = check.data && check.variables === username ? check.data : null;
  const popup = check.isError
    ? { title: 'Error', description: errorMessage(check.error), tone: 'error' as const }
    : result
      ? POPUPS[result]
      : null;

  return (
    <>
      <Field
        label="Username"
        required
        error={error}
        hint={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>Allowed characters: {USERNAME_ALLOWED_CHARACTERS}.</span>
            <span
              aria-live="polite"
              className={remaining < 0 ? 'font-medium text-red-700' : 'font-medium text-slate-700'}
            >
              {remaining} of {max} characters remaining
            </span>
            {/* The result also stays beside the field, read out without moving focus. */}
            <span
              aria-live="polite"
              className={
                result === 'unavailable'
                  ? 'font-medium text-red-700'
                  : 'font-medium text-emerald-700'
              }
            >
              {result === 'available'
                ? 'Available'
                : result === 'unavailable'
                  ? 'Taken, try another one'
                  : ''}
            </span>
          </span>
        }
      >
        {(control) => (
          <div className="flex gap-2">
            <div className="relative flex-1">
              <Input
                {...control}
                maxLength={max}
                autoComplete="username"
                autoCapitalize="none"
                className="pr-9"
                {...register('username')}
              />
              {result && (
                <span className="absolute inset-y-0 right-3 flex items-center">
                  {result === 'available' ? (
                    <CheckCircle2
                      aria-label="Username Available"
                      className="size-4 text-emerald-600"
                    />
                  ) : (
                    <XCircle aria-label="Username Unavailable" className="size-4 text-red-600" />
                  )}
                </span>
              )}
            </div>
            <Button
              variant="outline"
              disabled={username.trim().length < 3 || check.isPending}
              onClick={() => runCheck(username)}
            >
              {check.isPending ? 'Checking…' : 'Check availability'}
            </Button>
          </div>
        )}
      </Field>
      {popup && (
        <MessageDialog
          open={popupOpen}
          onOpenChange={setPopupOpen}
          title={popup.title}
          description={popup.description}
          tone={popup.tone}
          passive={autoChecked}
          // The check button is disabled while checking, so it can't take focus back: the field can.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            setFocus('username');
          }}
        />
      )}
    </>
  );
}
