import { act, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';
import { type ScannerState } from '../../features/barcode-scan/use-barcode-scanner';
import { DRAFT_STORAGE_KEY } from '../../features/draft/purchase-draft';
import { renderJourney, seedDraft } from '../../../test-utils/journey';
import { COOKIE_CONSENT_STORAGE_KEY } from '../../config/constants';

// The camera and the decoder are the browser's: the page is tested against the scanner's outcomes.
let scannerState: ScannerState = { status: 'scanning' };
const listeners = new Set<() => void>();
jest.mock('../../features/barcode-scan/use-barcode-scanner', () => {
  const { useEffect, useState } = jest.requireActual<typeof React>('react');
  return {
    useBarcodeScanner: (_video: unknown, round: number) => {
      const [, rerender] = useState(0);
      useEffect(() => {
        const listener = () => rerender((n) => n + 1);
        listeners.add(listener);
        return () => void listeners.delete(listener);
      }, []);
      return round > 0 ? { status: 'scanning' } : scannerState;
    },
  };
});
const scannerSays = (state: ScannerState) =>
  act(() => {
    scannerState = state;
    listeners.forEach((listener) => listener());
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const product = { SKU: '73390560690', brand: '1DM', lenses_per_box: 90 };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'all');
  scannerState = { status: 'scanning' };
  seedDraft({ step: 'method', supplies: undefined, supplyLength: undefined });
});

describe('/product_scan', () => {
  it('looks up a scanned box and fills the chosen eye', async () => {
    const view = renderJourney('/product_scan', {
      'GET /api/purchase-submissions/sku/73390560690': { body: { result: { product } } },
    });
    await heading('Scan your lens box');
    expect(screen.getByText('Looking for a barcode…')).toBeInTheDocument();
    await scannerSays({ status: 'found', sku: '73390560690' });
    const found = await screen.findByRole('region', { name: 'We found your lenses' });
    expect(
      within(found).getByText('AquaDay Moist (daily lenses), 90 lenses per box.'),
    ).toBeInTheDocument();
    await view.user.click(within(found).getByRole('radio', { name: 'Right eye' }));
    await view.user.click(within(found).getByRole('button', { name: 'Use these lenses' }));
    await heading('Your contact lenses');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').supplies).toEqual({
      right: { brand: '1DM', lensesPerBox: '90', boxes: '' },
      left: { brand: '', lensesPerBox: '', boxes: '' },
      method: 'scan',
      sku: '73390560690',
    });
  });

  it('an unknown box opens the scan error: scan again or add manually', async () => {
    const view = renderJourney('/product_scan', {
      'POST /api/tracking': { status: 202, body: { result: {} } },
    });
    await heading('Scan your lens box');
    await scannerSays({ status: 'found', sku: '12345678901' });
    const dialog = await screen.findByRole('dialog', { name: 'We don’t know this barcode' });
    await waitFor(() =>
      expect(view.called('POST /api/tracking')[0]?.body).toMatchObject({
        eventName: 'form_error',
        data: { form: 'barcode_scan', code: 'not_found' },
      }),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Scan again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Looking for a barcode…')).toBeInTheDocument();
  });

  it('records no form error with essential cookies only', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, 'essential');
    const view = renderJourney('/product_scan', {
      'POST /api/tracking': { status: 202, body: { result: {} } },
    });
    await heading('Scan your lens box');
    await scannerSays({ status: 'found', sku: '12345678901' });
    await screen.findByRole('dialog', { name: 'We don’t know this barcode' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.called('POST /api/tracking')).toEqual([]);
  });

  it('a camera refused by the browser explains and offers typing the lenses in', async () => {
    const view = renderJourney('/product_scan', {});
    await heading('Scan your lens box');
    await scannerSays({ status: 'problem', problem: 'camera_denied' });
    const dialog = await screen.findByRole('dialog', { name: 'We can’t use your camera' });
    // No empty black camera box stays on the page (issue 12 item 11).
    expect(screen.getByLabelText('Camera view for scanning the barcode')).not.toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Add my lenses by hand' }));
    await heading('Your contact lenses');
  });

  it('looks up typed digits, checked like the SKU (11 digits)', async () => {
    const view = renderJourney('/product_scan', {
      'GET /api/purchase-submissions/sku/73390560690': { body: { result: { product } } },
    });
    await heading('Scan your lens box');
    const form = screen.getByRole('form', { name: 'Type the barcode number' });
    await view.user.type(within(form).getByLabelText(/Or type the 11 digits/), '7339056');
    await view.user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await within(form).findByText('A SKU is exactly 11 digits.')).toBeInTheDocument();
    await view.user.type(within(form).getByLabelText(/Or type the 11 digits/), '0690');
    // The message goes once the field is changed (issue 12 item 12).
    expect(within(form).queryByText('A SKU is exactly 11 digits.')).not.toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('region', { name: 'We found your lenses' })).toBeInTheDocument();
  });
});
