import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveJobButton } from '@/features/jobs/components/save-job-button';
import { ShareJobButton } from '@/features/jobs/components/share-job-button';
import { mockApi, renderRoute } from '../helpers/render';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

const url = 'https://jobs.example/job/ABC123';

describe('Share', () => {
  it('uses the Web Share API where there is one', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareJobButton title="Engineer" text="Engineer at Acme" url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Engineer', text: 'Engineer at Acme', url });
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for sharing this job');
  });

  it('otherwise copies the link and says so', async () => {
    const user = userEvent.setup();
    render(<ShareJobButton title="Engineer" text="Engineer at Acme" url={url} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to clipboard');
  });

  it('says nothing when the share sheet is closed', async () => {
    Object.defineProperty(navigator, 'share', {
      value: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
      configurable: true,
    });
    render(<ShareJobButton title="Engineer" text="Engineer at Acme" url={url} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('Save', () => {
  it('asks visitors to log in as a candidate', async () => {
    renderRoute(<SaveJobButton jobID="ABC123" candidateUsername={undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Save this job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Candidate login' })).toHaveAttribute(
      'href',
      '/CandidateLogin',
    );
  });

  it('saves and unsaves on the server for a candidate', async () => {
    localStorage.setItem('candidateAccessToken', 'token');
    const fetchMock = mockApi((_url, init) =>
      init.method ? { body: { message: 'ok' } } : { body: { saved: false } },
    );
    renderRoute(<SaveJobButton jobID="ABC123" candidateUsername="cand" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
    const methods = fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods).toEqual(['GET', 'PUT', 'DELETE']);
  });
});
