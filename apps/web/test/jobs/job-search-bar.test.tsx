import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobSearchBar } from '@/components/job-search-bar';
import { mockApi } from './render';

afterEach(() => vi.unstubAllGlobals());

const suggestions = [
  { text: 'Backend Engineer', kind: 'title' },
  { text: 'Data Engineer', kind: 'title' },
  { text: 'Elixir', kind: 'skill' },
];

function setup(defaultValue = '') {
  const fetchMock = mockApi((url) => ({ body: url.pathname === '/api/job/suggest' ? { suggestions } : null }));
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
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Backend EngineerJob title', 'Data EngineerJob title', 'ElixirSkill']);
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
