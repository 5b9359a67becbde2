import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobActionButtons, type Viewer } from '@/features/jobs/components/job-action-buttons';
import { renderRoute } from './render';

const show = (viewer: Viewer) => renderRoute(<JobActionButtons jobID="ABC123" viewer={viewer} />);
const candidate = (state: Extract<Viewer, { role: 'candidate' }>['state'], onApply = vi.fn()): Viewer => ({ role: 'candidate', state, applying: false, onApply });
const recruiter = (state: Extract<Viewer, { role: 'recruiter' }>['state'], onDelete = vi.fn()): Viewer => ({ role: 'recruiter', state, onDelete });

describe('job detail action buttons (spec section 2 "Action buttons")', () => {
  it("nobody signed in: disabled 'Login for further action'", () => {
    show({ role: 'guest' });
    expect(screen.getByRole('button', { name: 'Login for further action' })).toBeDisabled();
  });

  it.each([candidate('checking'), recruiter('checking')])("a pending check shows disabled 'Loading...'", (viewer) => {
    show(viewer);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it("candidate who has not applied: 'Apply Now' starts the apply flow", async () => {
    const onApply = vi.fn();
    show(candidate('not-applied', onApply));
    await userEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it("candidate who applied: disabled 'Apply now'", () => {
    show(candidate('applied'));
    const button = screen.getByRole('button', { name: 'Apply now' });
    expect(button).toHaveTextContent(/^Apply now$/);
    expect(button).toBeDisabled();
  });

  it("owner: 'View Applicants' link and 'Delete Job'", async () => {
    const onDelete = vi.fn();
    show(recruiter('owner', onDelete));
    expect(screen.getByRole('link', { name: 'View Applicants' })).toHaveAttribute('href', '/RecruiterDashboard/MyRecruitments/ABC123');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Job' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it.each(['not-owner', 'unknown'] as const)("recruiter %s: disabled 'View Applicants' and no delete", (state) => {
    show(recruiter(state));
    expect(screen.getByRole('button', { name: 'View Applicants' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Job' })).not.toBeInTheDocument();
  });
});
