import type { JobDraft } from './job-draft';

/** Puts the cursor in the first field (in the form's order) that has a message, so it is read out. */
export function focusFirstProblem(form: HTMLFormElement | null, fields: (keyof JobDraft)[]) {
  if (!form || fields.length === 0) return;
  const wanted = new Set<string>(fields);
  const first = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) =>
    wanted.has(element.getAttribute('name') ?? ''),
  );
  first?.focus();
}
