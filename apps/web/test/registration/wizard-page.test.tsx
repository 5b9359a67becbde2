import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateWizardPage } from '@/features/registration/components/wizard-pages';
import { stepPath } from '@/features/registration/lib/wizard-steps';
import { DRAFT_KEYS } from '@/lib/storage-keys';
import { renderRoutes } from '../helpers/render';
import { validDraft } from '../helpers/valid-draft';

const routes = [0, 1, 2, 3].map((step) => ({
  path: stepPath('candidate', step),
  element: <CandidateWizardPage />,
}));
routes.push({ path: '/CandidateLogin', element: <p>Login screen</p> });

function storeDraft(draft: object) {
  localStorage.setItem(DRAFT_KEYS.candidate, JSON.stringify(draft));
}

describe('registration wizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Data Missing with the first error when moving forward from an incomplete step', async () => {
    const { router } = renderRoutes(routes, stepPath('candidate', 0));
    await userEvent.click(await screen.findByRole('button', { name: 'Next step' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Data Missing' });
    expect(popup).toHaveTextContent('First name is required');
    expect(router.state.location.pathname).toBe('/CandidatePersonalInformation');
    // The field itself shows its error too.
    expect(screen.getByLabelText('First name', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Closing the popup puts the user on the field to fix.
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
  });

  it('shows progress as current/total with numbered step buttons and no Submit before step 4', async () => {
    renderRoutes(routes, stepPath('candidate', 1));
    expect(await screen.findByText('2/4')).toBeInTheDocument();
    for (const n of [1, 2, 3, 4])
      expect(screen.getByRole('button', { name: new RegExp(`^Step ${n}:`) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('moves back freely, even from an incomplete step', async () => {
    const { router } = renderRoutes(routes, stepPath('candidate', 2));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Step 1: Personal Information' }),
    );
    expect(router.state.location.pathname).toBe('/CandidatePersonalInformation');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('adds list entries and removes them only while more than one remains', async () => {
    renderRoutes(routes, stepPath('candidate', 1));
    const removeFirst = await screen.findByRole('button', { name: 'Remove College 1' });
    expect(removeFirst).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add College' }));
    expect(screen.getByRole('group', { name: 'College 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove College 1' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove College 2' }));
    expect(screen.queryByRole('group', { name: 'College 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove College 1' })).toBeDisabled();
  });

  it('shows the spec hints for formats', async () => {
    renderRoutes(routes, stepPath('candidate', 2));
    const internship = await screen.findByRole('group', { name: 'Internship 1' });
    expect(within(internship).getAllByText('DD/MM/YYYY, MM/YYYY or YYYY')).toHaveLength(2);
    expect(within(internship).getByText('Duration in months, numeric only')).toBeInTheDocument();
    expect(within(internship).getByText('Numeric amount in USD')).toBeInTheDocument();
  });

  it('shows allowed and remaining username characters from the name', async () => {
    storeDraft({ ...validDraft(), password: undefined, username: 'ada' });
    renderRoutes(routes, stepPath('candidate', 0));
    expect(await screen.findByText('5 of 8 characters remaining')).toBeInTheDocument();
    expect(
      screen.getByText(/Allowed characters: letters, digits, dot, underscore and hyphen/),
    ).toBeInTheDocument();
  });

  it('checks the username by itself at full length without taking focus from the field, and says so beside it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'ok' })),
    );
    storeDraft({ ...validDraft(), password: undefined, username: 'ada' });
    renderRoutes(routes, stepPath('candidate', 0));
    const field = await screen.findByLabelText('Username', { selector: 'input' });
    await userEvent.type(field, 'lovel');
    const popup = await screen.findByRole('alertdialog', { name: 'Username Available' });
    expect(popup).toHaveTextContent('This username can be allotted to you');
    expect(field).toHaveFocus();
    expect(screen.getByText('Available')).toBeInTheDocument();
    // Typing goes on into the field while the popup shows.
    await userEvent.type(field, '{Backspace}');
    expect(field).toHaveValue('adalove');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field).toHaveFocus();
  });

  it('keeps the draft in local storage without the password', async () => {
    renderRoutes(routes, stepPath('candidate', 0));
    await userEvent.type(await screen.findByLabelText('First name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Password'), 'very-secret-pass');
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEYS.candidate)).toContain('Grace'));
    expect(localStorage.getItem(DRAFT_KEYS.candidate)).not.toContain('very-secret-pass');
  });

  it('blocks submission of an incomplete profile with Complete all fields before submission', async () => {
    storeDraft({ ...validDraft(), firstName: '' });
    renderRoutes(routes, stepPath('candidate', 3));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Data Missing' });
    expect(popup).toHaveTextContent('Complete all fields before submission');
    expect(popup).toHaveTextContent('First name is required');
  });

  it('reserves the username, creates the profile, welcomes the user and clears the draft', async () => {
    storeDraft(validDraft());
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return Response.json({ message: 'ok' }, { status: 201 });
      }),
    );
    const { router } = renderRoutes(routes, stepPath('candidate', 0));
    // The password is never stored, so it is typed again after a reload.
    await userEvent.type(await screen.findByLabelText('Password'), 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Present' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));

    const welcome = await screen.findByRole('alertdialog', { name: 'Welcome Ada' });
    expect(welcome).toHaveTextContent(
      'You have been registered successfully as candidate Ada Lovelace! Kindly navigate to Login Page',
    );
    expect(calls).toEqual(['/api/candidate/username/create', '/api/candidate/create']);
    expect(localStorage.getItem(DRAFT_KEYS.candidate)).toBeNull();
    await userEvent.click(within(welcome).getByRole('button', { name: 'Go to Login' }));
    expect(router.state.location.pathname).toBe('/CandidateLogin');
  });

  it('shows the server message when registration fails', async () => {
    storeDraft(validDraft());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/username/create')
          ? Response.json({ message: 'ok' }, { status: 201 })
          : Response.json(
              { message: 'Candidate with same email or cell number already exists' },
              { status: 409 },
            ),
      ),
    );
    renderRoutes(routes, stepPath('candidate', 0));
    await userEvent.type(await screen.findByLabelText('Password'), 'analytical-engine');
    await userEvent.click(screen.getByRole('button', { name: 'Step 4: Present' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error occurred' })).toHaveTextContent(
      'Candidate with same email or cell number already exists',
    );
  });
});
