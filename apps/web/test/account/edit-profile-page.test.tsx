import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CandidateEditProfilePage,
  RecruiterEditProfilePage,
} from '@/features/account/components/account-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';

const routes = [
  { path: '/CandidateDashboard/EditProfile', element: <CandidateEditProfilePage /> },
  { path: '/RecruiterDashboard/EditProfile', element: <RecruiterEditProfilePage /> },
  { path: '/CandidateDashboard', element: <p>Dashboard</p> },
];

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;

/** `GET /dashboard` answers the profile; each `PATCH /profile` goes to `onPatch`. */
function stubApi(onPatch: Handler, profile = ownProfile()) {
  const patches: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push(body);
      return onPatch(body);
    }
    return Response.json(profile);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, patches };
}

const savedWith = (body: Record<string, unknown>) => Response.json({ ...ownProfile(), ...body });

async function openEditor(path = '/CandidateDashboard/EditProfile') {
  signIn(path.startsWith('/Candidate') ? 'candidate' : 'recruiter', 'adalove');
  const view = renderRoutes(routes, path);
  await screen.findByRole('region', { name: 'Personal Information' });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

// Whole-page renders with many fields: slow on a busy machine.
describe('Edit profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the saved profile, every wizard section filled in, nothing to save yet', async () => {
    stubApi(savedWith);
    await openEditor();
    expect(screen.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeInTheDocument();
    const personal = section('Personal Information');
    expect(within(personal).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(personal).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(within(personal).getByRole('radio', { name: 'female' })).toBeChecked();
    expect(within(section('School')).getByLabelText('12th percentage obtained')).toHaveValue(
      '91.5',
    );
    expect(within(section('Higher Education')).getByLabelText('CGPA')).toHaveValue('9');
    expect(within(section('Work Experience')).getByLabelText('Annual CTC')).toHaveValue('1000');
    expect(within(section('Core Skills')).getByLabelText('Skill 1')).toHaveValue('Maths');
    expect(within(section('Current Job')).getByLabelText('Current location')).toHaveValue('London');
    // The wizard's hints come along.
    expect(within(section('Internships')).getAllByText('DD/MM/YYYY, MM/YYYY or YYYY')).toHaveLength(
      2,
    );
    for (const save of screen.getAllByRole('button', { name: /^Save / }))
      expect(save).toBeDisabled();
  });

  it('saves one section with only its own fields and says Saved', async () => {
    const { patches } = stubApi(savedWith);
    await openEditor();
    const personal = section('Personal Information');
    const title = within(personal).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Analyst');
    expect(within(personal).getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(
      within(personal).getByRole('button', { name: 'Save Personal Information' }),
    );

    expect(await within(personal).findByText('Saved')).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(Object.keys(patches[0]).sort()).toEqual(
      [
        'email',
        'firstName',
        'gender',
        'introduction',
        'lastName',
        'number',
        'one_liner_intro',
        'photo',
        'title',
      ].sort(),
    );
    expect(patches[0].title).toBe('Analyst');
    expect(
      within(personal).getByRole('button', { name: 'Save Personal Information' }),
    ).toBeDisabled();
  });

  it('checks a section with the wizard rules before sending anything', async () => {
    const { patches } = stubApi(savedWith);
    await openEditor();
    const college = section('Higher Education');
    await userEvent.clear(within(college).getByLabelText('CGPA'));
    await userEvent.type(within(college).getByLabelText('CGPA'), '8.5');
    await userEvent.click(within(college).getByRole('button', { name: 'Save Higher Education' }));

    expect(within(college).getByLabelText('CGPA')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(college).getAllByText('CGPA must be a whole number out of 10 for College 1').length,
    ).toBeGreaterThan(0);
    expect(patches).toHaveLength(0);
  });

  it("shows the server's 400 errors at their fields and keeps what was typed", async () => {
    stubApi(() =>
      Response.json(
        {
          message: 'Invalid data provided, please check your data',
          errors: [
            { path: 'current_job.current_location', message: 'Current location is too long' },
          ],
        },
        { status: 400 },
      ),
    );
    await openEditor();
    const job = section('Current Job');
    const location = within(job).getByLabelText('Current location');
    await userEvent.clear(location);
    await userEvent.type(location, 'Paris');
    await userEvent.click(within(job).getByRole('button', { name: 'Save Current Job' }));

    expect(
      await within(job).findByText(/Not saved: Current location is too long/),
    ).toBeInTheDocument();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveValue('Paris');
    expect(within(job).getByRole('button', { name: 'Save Current Job' })).toBeEnabled();
  });

  it('marks a taken email at the email field (409)', async () => {
    const message = 'Candidate with same email or cell number already exists';
    stubApi(() => Response.json({ message }, { status: 409 }));
    await openEditor();
    const personal = section('Personal Information');
    const email = within(personal).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(
      within(personal).getByRole('button', { name: 'Save Personal Information' }),
    );

    expect(await within(personal).findByText(`Not saved: ${message}`)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('taken@example.com');
    expect(within(personal).getByLabelText('Phone number')).not.toHaveAttribute('aria-invalid');
  });

  it('loses nothing when a save fails and saves it on the next try', async () => {
    let fail = true;
    const { patches } = stubApi((body) => {
      if (fail) throw new TypeError('Failed to fetch');
      return savedWith(body);
    });
    await openEditor();
    const skills = section('Core Skills');
    await userEvent.click(within(skills).getByRole('button', { name: 'Add Skill' }));
    // The new field takes focus, so typing goes on there.
    await vi.waitFor(() => expect(within(skills).getByLabelText('Skill 2')).toHaveFocus());
    await userEvent.keyboard('Poetry');
    await userEvent.click(within(skills).getByRole('button', { name: 'Save Core Skills' }));

    expect(
      await within(skills).findByText(/Not saved: An unexpected error occurred/),
    ).toBeInTheDocument();
    expect(within(skills).getByText('Your changes are still here.')).toBeInTheDocument();
    expect(within(skills).getByLabelText('Skill 2')).toHaveValue('Poetry');

    fail = false;
    await userEvent.click(within(skills).getByRole('button', { name: 'Save Core Skills' }));
    expect(await within(skills).findByText('Saved')).toBeInTheDocument();
    expect(patches.at(-1)).toEqual({ core_skills: ['Maths', 'Poetry'] });
  });

  it('adds and removes list entries, the last one staying, and saves the list', async () => {
    const { patches } = stubApi(savedWith);
    await openEditor('/RecruiterDashboard/EditProfile');
    const work = section('Work Experience');
    expect(within(work).getByRole('button', { name: 'Remove Work Experience 1' })).toBeDisabled();
    await userEvent.click(within(work).getByRole('button', { name: 'Add Work Experience' }));
    const second = within(work).getByRole('group', { name: 'Work Experience 2' });
    expect(within(work).getByRole('button', { name: 'Remove Work Experience 1' })).toBeEnabled();
    await userEvent.click(within(work).getByRole('button', { name: 'Remove Work Experience 2' }));
    expect(second).not.toBeInTheDocument();

    await userEvent.click(within(work).getByRole('button', { name: 'Add Work Experience' }));
    const entry = within(work).getByRole('group', { name: 'Work Experience 2' });
    const values: Record<string, string> = {
      Company: 'Navy',
      Designation: 'Rear Admiral',
      'Date of commencement': '1943',
      'Date of resignation': '1986',
      'Duration of service': '500',
      'Job description': 'COBOL',
      'Annual CTC': '5000',
    };
    for (const [label, value] of Object.entries(values))
      await userEvent.type(within(entry).getByLabelText(label), value);
    await userEvent.click(within(work).getByRole('button', { name: 'Save Work Experience' }));

    expect(await within(work).findByText('Saved')).toBeInTheDocument();
    const sent = patches[0].work_experience as Record<string, string>[];
    expect(Object.keys(patches[0])).toEqual(['work_experience']);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      company: 'Navy',
      designation: 'Rear Admiral',
      annual_ctc: '5000',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi(savedWith);
    const { router } = await openEditor();
    await userEvent.type(within(section('Current Job')).getByLabelText('Company'), ' Ltd');
    await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    const ask = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/CandidateDashboard/EditProfile');
    expect(within(section('Current Job')).getByLabelText('Company')).toHaveValue(
      'Analytical Engines Ltd',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('asks for login when nobody is signed in', async () => {
    stubApi(savedWith);
    renderRoutes(routes, '/CandidateDashboard/EditProfile');
    expect(
      await screen.findByRole('heading', { name: 'You are not logged in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/CandidateLogin',
    );
  });
});
