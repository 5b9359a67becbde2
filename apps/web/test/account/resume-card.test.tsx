import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_RESUME_BYTES } from '@jobhunter/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CandidateSettingsPage } from '@/features/account/components/account-pages';
import { ownProfile, signIn } from '../helpers/own-profile';
import { renderRoutes } from '../helpers/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Call = { url: string; method: string; body: unknown; headers: Headers };
type Handler = (call: Call) => Response | undefined;

const PDF = 'application/pdf';
const stored = {
  fileName: 'ada-lovelace.pdf',
  contentType: PDF,
  size: 245_760,
  uploadedAt: '2026-11-20T10:00:00.000Z',
};
const resume = (extra: object = {}) => ({
  ...stored,
  textStatus: 'done',
  text: 'Analytical engines, React and SQL',
  suggestedSkills: [],
  ...extra,
});

/** Answers the CV and profile calls through `handler`, the profile for anything else; records every call. */
function stubApi(handler: Handler, profile: object = ownProfile()) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      return handler(call) ?? Response.json(profile);
    }),
  );
  return calls;
}

const noResume = () => Response.json({ message: 'No CV yet' }, { status: 404 });

/** An XMLHttpRequest the test answers: upload progress, then the reply. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  reply(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    act(() => this.onload?.());
  }
}

function fakeUploads() {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
}

async function openCard() {
  signIn('candidate', 'adalove');
  renderRoutes(
    [{ path: '/CandidateDashboard/Settings', element: <CandidateSettingsPage /> }],
    '/CandidateDashboard/Settings',
  );
  return screen.findByRole('region', { name: 'CV' });
}

const pdf = (name = 'ada-lovelace.pdf', content: BlobPart = '%PDF-1.7 CV') =>
  new File([content], name, { type: PDF });

describe('the CV card in Settings', () => {
  it('uploads a PDF with a progress bar, then shows the CV with its text status', async () => {
    fakeUploads();
    let uploaded = false;
    stubApi((call) =>
      call.url === '/api/candidate/resume'
        ? uploaded
          ? Response.json(resume())
          : noResume()
        : undefined,
    );
    const card = await openCard();
    const input = await within(card).findByLabelText('CV file');
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
    const file = pdf();
    await userEvent.upload(input, file);
    await userEvent.click(within(card).getByRole('button', { name: 'Upload CV' }));

    const request = FakeUpload.sent[0];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/candidate/resume');
    expect(request.headers.Authorization).toBe('Bearer token');
    expect(request.body?.get('file')).toBe(file);
    request.progress(40, 100);
    expect(within(card).getByRole('progressbar', { name: 'CV upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(card).getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    uploaded = true;
    request.reply(201, stored);
    expect(await within(card).findByText('ada-lovelace.pdf')).toBeInTheDocument();
    expect(within(card).getByText('PDF · 240 KB')).toBeInTheDocument();
    expect(within(card).getByText('Text read')).toBeInTheDocument();
    expect(within(card).getByText('Your CV was uploaded.')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    for (const name of ['Download', 'Replace', 'Delete'])
      expect(within(card).getByRole('button', { name })).toBeInTheDocument();
  });

  it("shows the server's 413 message and keeps the picker", async () => {
    fakeUploads();
    stubApi((call) => (call.url === '/api/candidate/resume' ? noResume() : undefined));
    const card = await openCard();
    await userEvent.upload(await within(card).findByLabelText('CV file'), pdf());
    await userEvent.click(within(card).getByRole('button', { name: 'Upload CV' }));
    FakeUpload.sent[0].reply(413, { message: 'A CV can be at most 5 MB' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('A CV can be at most 5 MB');
    expect(within(card).getByLabelText('CV file')).toHaveAttribute('aria-invalid', 'true');
    expect(within(card).getByRole('button', { name: 'Upload CV' })).toBeEnabled();
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    fakeUploads();
    stubApi((call) => (call.url === '/api/candidate/resume' ? noResume() : undefined));
    const card = await openCard();
    const big = pdf('thesis.pdf', new Uint8Array(MAX_RESUME_BYTES + 1));
    await userEvent.upload(await within(card).findByLabelText('CV file'), big);
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'thesis.pdf is larger than 5 MB, the most a CV can be. Choose a smaller file.',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Upload CV' }));
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('says while the text is being read, and reads the CV again until it is done', async () => {
    let status = 'pending';
    stubApi((call) =>
      call.url === '/api/candidate/resume'
        ? Response.json(resume({ textStatus: status, text: status === 'pending' ? null : '' }))
        : undefined,
    );
    const card = await openCard();
    expect(await within(card).findByText('Reading your CV…')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    // An image-only PDF: read, but with no text in it.
    status = 'done';
    expect(
      await within(card).findByText(
        'We could not read text from this file — recruiters can still open it',
      ),
    ).toBeInTheDocument();
  });

  it('deletes the CV after confirming, and offers the upload again', async () => {
    let deleted = false;
    const calls = stubApi((call) => {
      if (call.url !== '/api/candidate/resume') return undefined;
      if (call.method === 'DELETE') {
        deleted = true;
        return Response.json({ message: 'CV deleted' });
      }
      return deleted ? noResume() : Response.json(resume());
    });
    const card = await openCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your CV?' });
    expect(confirm).toHaveTextContent('Applications you already sent keep their copy.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete CV' }));

    expect(await within(card).findByText('Your CV was deleted.')).toBeInTheDocument();
    expect(within(card).getByLabelText('CV file')).toBeInTheDocument();
    expect(within(card).queryByText('ada-lovelace.pdf')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/candidate/resume',
    ]);
  });

  it('downloads the file with the bearer token in a header, saved under its name', async () => {
    const calls = stubApi((call) => {
      if (call.url === '/api/candidate/resume') return Response.json(resume());
      if (call.url === '/api/candidate/resume/file')
        return new Response('%PDF-1.7 CV', { headers: { 'Content-Type': PDF } });
      return undefined;
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:cv');
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    const card = await openCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0].download).toBe('ada-lovelace.pdf');
    expect(clicks[0].href).toBe('blob:cv');
    const download = calls.find((call) => call.url === '/api/candidate/resume/file');
    expect(download?.headers.get('Authorization')).toBe('Bearer token');
  });

  it("adds a skill the CV mentions to the profile's core skills, and it leaves the list", async () => {
    let skills = ['Maths'];
    const calls = stubApi((call) => {
      if (call.url === '/api/candidate/resume')
        return Response.json(
          resume({
            suggestedSkills: ['React', 'SQL'].filter((skill) => !skills.includes(skill)),
          }),
        );
      if (call.method === 'PATCH') {
        skills = (call.body as { core_skills: string[] }).core_skills;
        return Response.json(ownProfile('adalove', { core_skills: skills }));
      }
      return Response.json(ownProfile('adalove', { core_skills: skills }));
    });
    const card = await openCard();
    const suggestions = await within(card).findByRole('region', {
      name: 'Skills your CV mentions that your profile lacks',
    });
    expect(within(suggestions).getByRole('button', { name: 'Add SQL' })).toBeInTheDocument();
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Add React' }));

    expect(await within(card).findByText('Added React to your skills.')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/candidate/profile');
    expect(patch?.body).toEqual({ core_skills: ['Maths', 'React'] });
    expect(within(card).queryByRole('button', { name: 'Add React' })).not.toBeInTheDocument();
    // The CV is read again, so what the server suggests now is what shows.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/candidate/resume')).toHaveLength(2),
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Add all' }));
    expect(await within(card).findByText('Added SQL to your skills.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
      core_skills: ['Maths', 'React', 'SQL'],
    });
    await waitFor(() =>
      expect(within(card).queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument(),
    );
  });
});
