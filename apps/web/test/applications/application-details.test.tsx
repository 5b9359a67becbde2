import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from '@/features/applications/lib/pdf-document';
import { applicationDetail, recruiterApi, renderApplicants } from './applicants-fixture';

// pdf.js draws on canvases jsdom cannot paint; the preview's own logic runs against this stand-in.
vi.mock('@/features/applications/lib/pdf-document', () => ({ openPdf: vi.fn() }));

const renderPage = vi.fn(async () => {});
beforeEach(() => {
  vi.mocked(openPdf).mockClear();
  vi.mocked(openPdf).mockResolvedValue({ pageCount: 5, renderPage, close: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  renderPage.mockClear();
});

const PDF = {
  fileName: 'ada-cv.pdf',
  contentType: 'application/pdf',
  size: 245_760,
};
const DOCX = {
  fileName: 'Ada Lovelace CV.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 51_200,
};
const ANSWERS = [
  { questionId: 'q1', text: 'Can you work in the UK?', kind: 'yesno', value: true, passed: true },
  { questionId: 'q2', text: 'Years of TypeScript?', kind: 'number', value: 1, passed: false },
  { questionId: 'q3', text: 'Preferred office', kind: 'choice', value: 'London', passed: true },
  {
    questionId: 'q4',
    text: 'Anything else?',
    kind: 'text',
    value: 'Line one\nLine two',
    passed: true,
  },
];

async function openPanel(name = 'Ada Lovelace') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}
const section = (panel: HTMLElement, title: string) =>
  within(panel).getByRole('heading', { level: 3, name: title }).closest('section') as HTMLElement;

describe('What the candidate sent, in the applicant panel', () => {
  it('shows a failed screening, each answer by kind with the failed one marked, and the cover letter with its line breaks', async () => {
    const fetchMock = recruiterApi({
      detail: () => ({
        body: applicationDetail({
          screening: 'failed',
          answers: ANSWERS,
          coverLetter: 'Dear Priya,\n\nI love engines.',
        }),
      }),
    });
    renderApplicants();
    const panel = await openPanel();

    const screening = section(panel, 'Screening');
    expect(await within(screening).findByText('Screening: failed')).toBeInTheDocument();
    const answers = within(screening)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(answers).toEqual([
      'Can you work in the UK?Yes',
      'Years of TypeScript?1Did not pass',
      'Preferred officeLondon',
      'Anything else?Line one\nLine two',
    ]);
    const letter = within(section(panel, 'Cover letter')).getByText(/Dear Priya/);
    expect(letter.textContent).toBe('Dear Priya,\n\nI love engines.');
    expect(letter).toHaveClass('whitespace-pre-wrap');
    expect(within(section(panel, 'CV')).getByText('No CV was sent with this application.'));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/detail'));
    expect(String(call?.[0])).toBe('/api/applications/detail?jobID=ABC123&candidateUsername=ada');
    expect(new Headers((call?.[1] as RequestInit).headers).get('Authorization')).toBe(
      'Bearer token',
    );
    // The panel's headings stay in order under its title.
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Status',
      'Interviews',
      'Messages',
      'Screening',
      'Cover letter',
      'CV',
      'Status history',
      'Private notes',
    ]);
  });

  it('a passed screening without questions or cover letter says so', async () => {
    recruiterApi();
    renderApplicants();
    const panel = await openPanel();
    expect(await within(panel).findByText('Screening: passed')).toBeInTheDocument();
    expect(within(panel).getByText('No screening questions were answered.')).toBeInTheDocument();
    expect(within(panel).getByText('No cover letter')).toBeInTheDocument();
    expect(within(panel).queryByText('Did not pass')).not.toBeInTheDocument();
  });

  it('previews the first 3 pages of a PDF CV and downloads it with its name, fetching it once with the token in the header', async () => {
    const fetchMock = recruiterApi({
      detail: () => ({ body: applicationDetail({ resume: PDF }) }),
      resume: () => ({ body: '%PDF-1.7 fake' }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:cv');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    renderApplicants();
    const cv = section(await openPanel(), 'CV');
    expect(await within(cv).findByText('ada-cv.pdf')).toBeInTheDocument();
    expect(within(cv).getByText('PDF · 240 KB')).toBeInTheDocument();

    const preview = await within(cv).findByRole('figure', { name: 'Preview of ada-cv.pdf' });
    expect(
      within(preview)
        .getAllByRole('img')
        .map((page) => page.getAttribute('aria-label')),
    ).toEqual(['Page 1 of 5', 'Page 2 of 5', 'Page 3 of 5']);
    expect(within(preview).getByText('The preview shows the first 3 of 5 pages.')).toBeVisible();
    await waitFor(() => expect(renderPage).toHaveBeenCalledTimes(3));
    expect(renderPage.mock.calls.map((args: unknown[]) => args[0])).toEqual([1, 2, 3]);
    const sent = vi.mocked(openPdf).mock.calls[0][0];
    expect(await sent.text()).toBe('"%PDF-1.7 fake"');

    await userEvent.click(within(cv).getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('ada-cv.pdf');
    expect(clicks[0].href).toBe('blob:cv');
    expect(createObjectURL).toHaveBeenCalledWith(sent);

    const resumeCalls = fetchMock.mock.calls.filter(([input]) =>
      String(input).includes('/applications/resume'),
    );
    expect(resumeCalls).toHaveLength(1);
    expect(String(resumeCalls[0][0])).toBe(
      '/api/applications/resume?jobID=ABC123&candidateUsername=ada',
    );
    expect(new Headers((resumeCalls[0][1] as RequestInit).headers).get('Authorization')).toBe(
      'Bearer token',
    );
  });

  it('a DOCX CV has no preview, only "Download CV"; a failed download says why', async () => {
    recruiterApi({
      detail: () => ({ body: applicationDetail({ resume: DOCX }) }),
      resume: () => ({ status: 404, body: { message: 'No CV was sent with this application' } }),
    });
    renderApplicants();
    const cv = section(await openPanel(), 'CV');
    expect(await within(cv).findByText('Ada Lovelace CV.docx')).toBeInTheDocument();
    expect(within(cv).getByText('Word document · 50 KB')).toBeInTheDocument();
    expect(
      within(cv).getByText('The preview is for PDFs only: download the CV to read it.'),
    ).toBeInTheDocument();
    expect(within(cv).queryByRole('figure')).not.toBeInTheDocument();
    expect(openPdf).not.toHaveBeenCalled();

    await userEvent.click(within(cv).getByRole('button', { name: 'Download CV' }));
    expect(await within(cv).findByRole('alert')).toHaveTextContent(
      'Could not download the CV: No CV was sent with this application',
    );
  });

  it('says when the application could not be loaded', async () => {
    recruiterApi({
      detail: () => ({ status: 403, body: { message: 'This is not your job' } }),
    });
    renderApplicants();
    const panel = await openPanel();
    expect(
      await within(panel).findByText('Could not load the application: This is not your job'),
    ).toHaveAttribute('role', 'alert');
  });
});
