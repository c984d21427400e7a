import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DRAFT_STORAGE_KEY } from '../../features/draft/purchase-draft';
import { apiErrors, renderJourney, seedDraft } from '../../../test-utils/journey';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../config/constants';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** First bytes of real files: uploads are judged by their content (issue 29 item 4). */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const file = (name: string, size = 1024, type = 'image/jpeg', content: BlobPart = JPEG) => {
  const blob = new File([content], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

const upload = {
  'POST /api/uploader/key': {
    body: {
      result: { uploadHost: 'https://site.example', uploadPath: '/api/uploader/upload/KEY' },
    },
  },
  'POST /api/uploader/upload/KEY': {
    body: { outputs: { orig: { url: 'https://site.example/api/uploads/r1' } } },
  },
  'POST /api/purchase-submissions/submit-receipt-image': {
    body: { result: { purchaseSubmissionId: 'sub-1' } },
  },
  'GET /api/purchase-submissions/sub-1/promo-codes': { body: { result: { promoCodes: [] } } },
};

const submission = {
  id: 'sub-1',
  status: 'pending',
  sub_phase: 'jul_2025',
  confirmation_code: 'AB12CD34EF56GH',
  rewards: {
    baseReward: 100,
    bonusRewards: { preferredPractice: 0 },
    trueUpReward: 0,
    promocodeRewards: {},
    promocodeReward: 0,
    totalReward: 100,
  },
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

/** A file chosen in the picker (with "all files", which the accept list does not stop). */
async function chooseFile(_view: ReturnType<typeof renderJourney>, chosen: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files: [chosen] } });
  });
}

describe('/receipt_upload', () => {
  it('refuses a wrong format and a file over 10 MB before uploading anything', async () => {
    seedDraft({ receiptImageUrl: undefined });
    const view = renderJourney('/receipt_upload', {
      ...upload,
      'POST /api/tracking': { status: 202, body: {} },
    });
    await heading('Upload your receipt');
    await chooseFile(view, file('receipt.txt', 100, 'text/plain', 'receipt'));
    expect(
      await screen.findByText(
        'We can’t take this kind of file. Choose a JPG, PNG, HEIC, WebP, or PDF file.',
      ),
    ).toBeInTheDocument();
    await chooseFile(view, file('receipt.jpg', 10 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('This photo is too large. Choose one up to 10 MB.'),
    ).toBeInTheDocument();
    expect(view.called('POST /api/uploader/key')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Review my entry' })).toBeDisabled();
  });

  it('says so when the upload host refuses the content', async () => {
    seedDraft({ receiptImageUrl: undefined });
    const view = renderJourney('/receipt_upload', {
      ...upload,
      'POST /api/uploader/upload/KEY': {
        status: 415,
        body: apiErrors({
          name: 'upload',
          code: 'FILE_FORMAT',
          message: 'This file type is not supported.',
        }),
      },
    });
    await heading('Upload your receipt');
    await chooseFile(view, file('receipt.jpg'));
    expect(
      await screen.findByText(
        'We can’t take this kind of file. Choose a JPG, PNG, HEIC, WebP, or PDF file.',
      ),
    ).toBeInTheDocument();
  });

  it('judges a file by its content: a PDF named .jpg is previewed as a PDF, a GIF refused without asking for one (issue 29 item 4)', async () => {
    seedDraft({ receiptImageUrl: undefined });
    const view = renderJourney('/receipt_upload', {
      ...upload,
      'POST /api/tracking': { status: 202, body: {} },
    });
    await heading('Upload your receipt');
    expect(screen.getByText('JPG, PNG, HEIC, WebP, or PDF, up to 10 MB.')).toBeInTheDocument();
    await chooseFile(view, file('receipt.gif', 1024, 'image/gif', GIF));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(
      'We can’t take this kind of file. Choose a JPG, PNG, HEIC, WebP, or PDF file.',
    );
    expect(refusal).not.toHaveTextContent(/GIF/);
    expect(view.called('POST /api/uploader/key')).toHaveLength(0);

    await chooseFile(view, file('receipt.jpg', 1024, 'image/jpeg', PDF));
    expect(await screen.findByText('Photo uploaded.')).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Preview of receipt.jpg' });
    expect(preview.tagName).not.toBe('IMG');
    expect(preview).toHaveTextContent('PDF');
    expect(preview).toHaveTextContent('receipt.jpg');
  });

  it('uploads without the session token to the host and path given, previews, then reviews, confirms and completes', async () => {
    seedDraft({ receiptImageUrl: undefined });
    const view = renderJourney('/receipt_upload', {
      ...upload,
      'POST /api/purchase-submissions/confirm': { body: { result: { submission } } },
      'GET /api/purchase-submissions/all/me': {
        body: { result: { purchaseSubmissions: [], hasPreferredEcp: false } },
      },
      'GET /api/patients/get-patients/me': { body: { result: { patientList: [] } } },
    });
    await heading('Upload your receipt');
    await chooseFile(view, file('receipt.jpg'));
    expect(await screen.findByText('Photo uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of receipt.jpg' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(view.called('POST /api/uploader/key')[0]?.body).toEqual({
      uid: 'sub-1',
      type: 'receipt',
      language: 'en',
    });
    const hostCall = view.called('POST /api/uploader/upload/KEY')[0];
    expect(hostCall?.headers['profile-token']).toBeUndefined();
    expect(hostCall?.body).toBeInstanceOf(FormData);
    await waitFor(() =>
      expect(view.called('POST /api/purchase-submissions/submit-receipt-image')[0]?.body).toEqual({
        receipt_image_url: 'https://site.example/api/uploads/r1',
        purchase_submission_id: 'sub-1',
      }),
    );

    await view.user.click(screen.getByRole('button', { name: 'Review my entry' }));
    const review = await screen.findByRole('dialog', { name: 'Check your entry' });
    expect(within(review).getByText('Ana Díaz')).toBeInTheDocument();
    expect(within(review).getByText('July 10, 2025')).toBeInTheDocument();
    expect(within(review).getAllByText('AquaDay Moist (daily lenses): 2 boxes of 90')).toHaveLength(
      2,
    ); // right and left eye
    // The supply row says its value once, under its label (issue 12 item 12).
    expect(within(review).getByText('6 months')).toBeInTheDocument();
    expect(within(review).queryByText(/Your supply/)).not.toBeInTheDocument();
    await view.user.click(within(review).getByRole('button', { name: 'Submit my entry' }));

    const complete = await screen.findByRole('dialog', { name: 'Your entry is in!' });
    // Under the completion the dashboard, not the first step again (issue 12 item 11).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My rewards', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Who is this purchase for?', hidden: true }),
    ).not.toBeInTheDocument();
    expect(within(complete).getByText('AB12CD34EF56GH')).toBeInTheDocument();
    expect(within(complete).getByRole('table', { name: 'Your expected reward' })).toHaveTextContent(
      '$100',
    );
    expect(view.called('POST /api/purchase-submissions/confirm')[0]?.body).toEqual({
      purchase_submission_id: 'sub-1',
      resubmission: false,
    });
    expect(view.called('POST /api/purchase-submissions/confirm')[0]?.query.get('channel')).toBe(
      'def',
    );
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBe('null');
    await view.user.click(within(complete).getByRole('button', { name: 'Go to my rewards' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await heading('My rewards');
  });

  it('shows the sample receipt and photo', async () => {
    seedDraft();
    const view = renderJourney('/receipt_upload', upload);
    await heading('Upload your receipt');
    await view.user.click(screen.getByRole('button', { name: 'See a sample receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample receipt' });
    expect(
      within(dialog).getByRole('img', { name: 'A sample receipt from an eye care practice' }),
    ).toHaveTextContent('$320');
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await view.user.click(screen.getByRole('button', { name: 'See a sample photo' }));
    expect(await screen.findByRole('dialog', { name: 'Sample photo' })).toBeInTheDocument();
  });
});
