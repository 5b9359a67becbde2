import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FindCandidatesPage } from '@/features/candidate-search/components/find-candidates-page';
import { mockApi, renderRoute } from '../helpers/render';
import { hit, PATH, result, signInRecruiter } from './candidate-fixture';

const page = (path = PATH) => renderRoute(<FindCandidatesPage />, { path, pattern: PATH });

/** The query strings of the search requests made so far. */
const searches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/candidate/search')
    .map((url) => url.search.slice(1));

afterEach(() => vi.unstubAllGlobals());

describe('Find candidates: who may search', () => {
  it('asks a signed-out visitor to sign in as a recruiter, and searches nothing', async () => {
    const fetchMock = mockApi(() => ({ body: result() }));
    page(`${PATH}?q=react`);
    expect(screen.getByRole('heading', { level: 1, name: 'Find candidates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a recruiter' })).toHaveAttribute(
      'href',
      `/RecruiterLogin?${new URLSearchParams({ next: `${PATH}?q=react` })}`,
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);
  });

  it('asks a signed-in candidate to sign in as a recruiter too', () => {
    localStorage.setItem('candidateUsername', 'ada');
    localStorage.setItem('candidateAccessToken', 'candidate-token');
    const fetchMock = mockApi(() => ({ body: result() }));
    page();
    expect(screen.getByText('Sign in as a recruiter to continue')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);
  });
});

describe('Find candidates: the search', () => {
  it('searches what the URL says, with the recruiter token, and fills the form with it', async () => {
    signInRecruiter();
    const fetchMock = mockApi(() => ({ body: result({ page: 2, total: 21 }) }));
    page(`${PATH}?q=react&skill=Go&skill=Rust&location=Berlin&minExperienceYears=2&page=2`);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([
      'q=react&skill=Go&skill=Rust&location=Berlin&minExperienceYears=2&page=2&pageSize=20',
    ]);
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/candidate/search'),
    );
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer token');
    const form = screen.getByRole('search', { name: 'Candidates' });
    expect(
      within(form).getByRole('searchbox', {
        name: 'Search by skill, title, experience or CV text',
      }),
    ).toHaveValue('react');
    expect(within(form).getByRole('textbox', { name: 'Location' })).toHaveValue('Berlin');
    expect(within(form).getByRole('spinbutton', { name: 'Min. years of experience' })).toHaveValue(
      2,
    );
    expect(
      within(within(form).getByRole('list', { name: 'Chosen skills' })).getAllByRole('button'),
    ).toHaveLength(2);
  });

  it('builds the search from the form: words, several skills, location and experience, on page 1', async () => {
    signInRecruiter();
    const user = userEvent.setup();
    const fetchMock = mockApi(() => ({ body: result() }));
    const { router } = page(`${PATH}?page=3`);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by skill, title, experience or CV text' }),
      'frontend',
    );
    const skill = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(skill, 'React{Enter}');
    await user.type(skill, 'Type Script');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(skill, 'Go{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove skill Go' }));
    expect(skill).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'Berlin');
    await user.type(screen.getByRole('spinbutton', { name: 'Min. years of experience' }), '2');
    await user.type(screen.getByRole('spinbutton', { name: 'Max. years of experience' }), '8');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const expected =
      'q=frontend&skill=React&skill=Type+Script&location=Berlin&minExperienceYears=2&maxExperienceYears=8';
    await waitFor(() => expect(router.state.location.search).toBe(`?${expected}`));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe(`${expected}&pageSize=20`));
    expect(searches(fetchMock)[0]).toBe('page=3&pageSize=20');
  });

  it('refuses a minimum above the maximum without searching', async () => {
    signInRecruiter();
    const user = userEvent.setup();
    const fetchMock = mockApi(() => ({ body: result() }));
    const { router } = page();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.type(screen.getByRole('spinbutton', { name: 'Min. years of experience' }), '9');
    await user.type(screen.getByRole('spinbutton', { name: 'Max. years of experience' }), '3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The minimum years of experience must not be more than the maximum',
    );
    expect(router.state.location.search).toBe('');
    expect(searches(fetchMock)).toHaveLength(1);
  });

  it('goes back to the previous search with the browser, form included', async () => {
    signInRecruiter();
    const user = userEvent.setup();
    mockApi(() => ({ body: result() }));
    const { router } = page(`${PATH}?q=react`);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const words = screen.getByRole('searchbox', {
      name: 'Search by skill, title, experience or CV text',
    });
    await user.clear(words);
    await user.type(words, 'golang{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=golang'));
    await router.navigate(-1);
    await waitFor(() =>
      expect(
        screen.getByRole('searchbox', { name: 'Search by skill, title, experience or CV text' }),
      ).toHaveValue('react'),
    );
  });
});

describe('Find candidates: results', () => {
  it('shows each candidate with photo fallback, facts, skills, the snippet marked and its actions', async () => {
    signInRecruiter();
    mockApi(() => ({
      body: result({
        candidates: [
          hit(),
          hit({
            username: 'grace',
            firstName: 'Grace',
            lastName: 'Hopper',
            experienceYears: null,
            snippet: {
              source: 'experience',
              text: '<b>Led</b> COBOL teams',
              highlights: [{ start: 0, length: 10 }],
            },
          }),
        ],
        correctedQuery: 'react',
      }),
    }));
    page(`${PATH}?q=raect`);
    const card = (await screen.findByRole('article', { name: 'Ada Lovelace' })) as HTMLElement;
    expect(screen.getByText('2 candidates')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for react instead of raect',
    );
    expect(within(card).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/Candidate/ada',
    );
    expect(
      within(card).getByRole('link', { name: 'View profile of Ada Lovelace' }),
    ).toHaveAttribute('href', '/Candidate/ada');
    expect(within(card).getByText('Frontend Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Berlin, Germany')).toBeInTheDocument();
    expect(within(card).getByText('4 years of experience')).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Skills' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(card).getByText('From their CV')).toBeInTheDocument();
    const marks = card.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['React']);
    expect(marks[0].closest('blockquote')).toHaveTextContent(
      'Built React dashboards in TypeScript',
    );
    expect(within(card).getByRole('button', { name: 'Invite to apply' })).toBeInTheDocument();

    // The candidate's own text is text: markup in it is shown, never run.
    const other = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(other).getByText('Experience')).toBeInTheDocument();
    expect(other.querySelector('b')).toBeNull();
    expect(other.querySelector('mark')).toHaveTextContent('<b>Led</b>');
    expect(within(other).queryByText(/of experience/)).not.toBeInTheDocument();
  });

  it('says "1,000+ candidates" when the count stopped at the cap', async () => {
    signInRecruiter();
    mockApi(() => ({ body: result({ total: 1000, totalCapped: true }) }));
    page(`${PATH}?skill=React`);
    expect(await screen.findByText('1,000+ candidates')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 50')).toBeInTheDocument();
  });

  it('pages through the results, keeping the search', async () => {
    signInRecruiter();
    const user = userEvent.setup();
    const fetchMock = mockApi((url) => ({
      body: result({ total: 45, page: Number(url.searchParams.get('page') ?? 1) }),
    }));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = page(`${PATH}?q=react`);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=react&page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual(['q=react&pageSize=20', 'q=react&page=2&pageSize=20']);
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=react'));
  });

  it('says when no candidate matches and offers to clear the search', async () => {
    signInRecruiter();
    const user = userEvent.setup();
    mockApi(() => ({ body: result({ candidates: [] }) }));
    const { router } = page(`${PATH}?q=cobol&skill=Fortran`);
    expect(await screen.findByRole('heading', { name: 'No candidates match' })).toBeInTheDocument();
    expect(screen.getByText(/Try fewer skills/)).toBeInTheDocument();
    expect(screen.getByText('0 candidates')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows loading skeletons, then a failure with Try Again that searches again', async () => {
    signInRecruiter();
    const user = userEvent.setup();
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(async () => {
      await gate;
      return fail
        ? { status: 500, body: { message: 'Search is unavailable' } }
        : { body: result() };
    });
    page(`${PATH}?q=react`);
    expect(screen.getByText('Searching candidates…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: 'Unable to search candidates' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Search is unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('asks to wait after too many searches (429)', async () => {
    signInRecruiter();
    mockApi(() => ({ status: 429, body: { message: 'Rate limit exceeded' } }));
    page(`${PATH}?q=react`);
    expect(
      await screen.findByText('Too many searches: wait a minute and try again'),
    ).toBeInTheDocument();
  });
});
