import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobActionButtons, type Viewer } from '@/features/jobs/components/job-action-buttons';
import { formatDay } from '@/lib/format-day';
import { renderRoute } from '../helpers/render';

const show = (viewer: Viewer, open = true) =>
  renderRoute(<JobActionButtons jobID="ABC123" open={open} viewer={viewer} />);
const candidate = (
  state: Extract<Viewer, { role: 'candidate' }>['state'],
  onApply = vi.fn(),
): Viewer => ({ role: 'candidate', state, applying: false, onApply });
const recruiter = (
  state: Extract<Viewer, { role: 'recruiter' }>['state'],
  onDelete = vi.fn(),
  onClose = vi.fn(),
  onReopen = vi.fn(),
): Viewer => ({
  role: 'recruiter',
  state,
  onDelete,
  onClose,
  onReopen,
  changing: false,
});

describe('job detail action buttons (docs/product.md §2 "Action buttons")', () => {
  it("nobody signed in: disabled 'Login for further action', and 'Log in to apply' that comes back here", () => {
    show({ role: 'guest', loginTo: '/CandidateLogin?next=%2FJob%2FABC123' });
    expect(screen.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Log in to apply' })).toHaveAttribute(
      'href',
      '/CandidateLogin?next=%2FJob%2FABC123',
    );
  });

  it.each([candidate('checking'), recruiter('checking')])(
    "a pending check shows disabled 'Loading...'",
    (viewer) => {
      show(viewer);
      expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    },
  );

  it("candidate who has not applied: 'Apply Now' starts the apply flow", async () => {
    const onApply = vi.fn();
    show(candidate('not-applied', onApply));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it("candidate who applied: a disabled 'Apply now' beside 'Applied on {date} · {status}'", () => {
    const application = {
      id: '1',
      jobID: 'ABC123',
      candidateUsername: 'cand',
      recruiterUsername: 'priya',
      status: 'reviewing' as const,
      appliedAt: '2026-11-20T09:00:00.000Z',
      updatedAt: '2026-11-21T09:00:00.000Z',
    };
    show({ role: 'candidate', state: 'applied', application, applying: false, onApply: vi.fn() });
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `Applied on ${formatDay('2026-11-20T09:00:00.000Z')} · Under review`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track it in My Job Applications' })).toHaveAttribute(
      'href',
      '/CandidateDashboard/MyJobApplications',
    );
    expect(screen.getByRole('button')).toHaveTextContent(/^Apply now$/);
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeDisabled();
  });

  it("owner: 'View Applicants' link and 'Delete Job'", async () => {
    const onDelete = vi.fn();
    show(recruiter('owner', onDelete));
    expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments/ABC123',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Job' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("owner of an open job: 'Edit job' link and 'Close job'", async () => {
    const onClose = vi.fn();
    show(recruiter('owner', vi.fn(), onClose));
    expect(screen.getByRole('link', { name: 'Edit job' })).toHaveAttribute(
      'href',
      '/Job/ABC123/Edit',
    );
    expect(screen.queryByRole('button', { name: 'Reopen job' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close job' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("owner of a closed job: 'Reopen job' instead of 'Close job'", async () => {
    const onReopen = vi.fn();
    show(recruiter('owner', vi.fn(), vi.fn(), onReopen), false);
    expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen job' }));
    expect(onReopen).toHaveBeenCalledOnce();
  });

  it("a recruiter of the job's company: the owner's controls", async () => {
    const onDelete = vi.fn();
    show({ ...recruiter('owner', onDelete), jobRole: 'recruiter' } as Viewer);
    expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
      'href',
      '/RecruiterDashboard/MyRecruitments/ABC123',
    );
    expect(screen.getByRole('link', { name: 'Edit job' })).toHaveAttribute(
      'href',
      '/Job/ABC123/Edit',
    );
    expect(screen.getByRole('button', { name: 'Close job' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Job' }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByText('You have view-only access to this job')).not.toBeInTheDocument();
  });

  it.each([true, false])(
    "a viewer of the job's company (open: %s): 'View Applicants' and nothing that changes the job",
    (open) => {
      show({ ...recruiter('owner'), jobRole: 'viewer' } as Viewer, open);
      expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute(
        'href',
        '/RecruiterDashboard/MyRecruitments/ABC123',
      );
      expect(screen.getByText('You have view-only access to this job')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
    },
  );

  it.each(['not-owner', 'unknown'] as const)(
    "recruiter %s: disabled 'View Applicants', no delete, no edit, no close",
    (state) => {
      show(recruiter(state));
      expect(screen.getByRole('button', { name: 'View Applicants' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Delete Job' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit job' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    },
  );
});
