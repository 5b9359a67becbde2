/**
 * Puts the cursor in the first control (in the form's order) whose `name` is among `names` (the
 * fields with a message), so it is read out.
 */
export function focusFirstProblem(form: HTMLFormElement | null, names: readonly string[]) {
  if (!form || names.length === 0) return;
  const wanted = new Set<string>(names);
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) =>
    wanted.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}
