import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobSearchBar } from '@/components/job-search-bar';
import { mockApi } from '../helpers/render';

afterEach(() => vi.unstubAllGlobals());

const suggestions = [
  { text: 'Backend Engineer', kind: 'title' },
  { text: 'Data Engineer', kind: 'title' },
  { text: 'Elixir', kind: 'skill' },
];

function setup(defaultValue = '') {
  const fetchMock = mockApi((url) => ({
    body: url.pathname === '/api/job/suggest' ? { suggestions } : null,
  }));
  const onSearch = vi.fn();
  render(<JobSearchBar defaultValue={defaultValue} onSearch={onSearch} />);
  const box = screen.getByRole('combobox', { name: 'Search jobs' });
  return { fetchMock, onSearch, box };
}

describe('JobSearchBar suggestions', () => {
  it('asks once typing pauses and lists the suggestions as a listbox the field controls', async () => {
    const { fetchMock, box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'eng');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Backend EngineerJob title',
      'Data EngineerJob title',
      'ElixirSkill',
    ]);
    // Debounced: one request for the three keystrokes, with what was typed.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/job/suggest');
    expect(url.searchParams.get('q')).toBe('eng');
  });

  it('moves with the arrow keys and searches the highlighted suggestion on Enter', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, 'eng');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true'); // wraps around
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ q: 'Backend Engineer', location: '' });
    expect(box).toHaveValue('Backend Engineer');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list; Enter then searches the text as typed', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, 'eng');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('eng');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ q: 'eng', location: '' });
  });

  it('searches a clicked suggestion', async () => {
    const { onSearch, box } = setup();
    await userEvent.type(box, 'eli');
    await userEvent.click(await screen.findByRole('option', { name: /Elixir/ }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'Elixir', location: '' });
  });

  it('does not ask for the text a link brought, only for what is typed', async () => {
    const { fetchMock, box } = setup('react');
    expect(box).toHaveValue('react');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(box, 'x');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});

describe('JobSearchBar on a server-rendered page', () => {
  it('is a GET form of the jobs list, so it searches before its script runs', () => {
    render(<JobSearchBar defaultValue="" onSearch={vi.fn()} />);
    const form = screen.getByRole('search', { name: 'Jobs' });
    expect(form).toHaveAttribute('action', '/AllJobs');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('combobox', { name: 'Search jobs' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('searchbox', { name: 'Where' })).toHaveAttribute('name', 'location');
  });

  it('searches what the visitor typed before the page became the app', async () => {
    mockApi(() => ({ body: { suggestions: [] } }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<JobSearchBar defaultValue="" onSearch={vi.fn()} />);
    document.body.append(container);
    // Typed into the server's HTML: no React yet, so no state saw it.
    container.querySelector<HTMLInputElement>('input[name="q"]')!.value = 'designer';
    container.querySelector<HTMLInputElement>('input[name="location"]')!.value = 'Lisbon';

    const onSearch = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <JobSearchBar defaultValue="" onSearch={onSearch} />),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ q: 'designer', location: 'Lisbon' });
    act(() => root.unmount());
    container.remove();
  });
});
