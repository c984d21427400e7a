import { within } from '@testing-library/react';
import { renderApp } from '../../../test-utils/render';
import { freshBrowser, heading, main } from '../../testing/page-queries';
import { currentOffer, termsDocument } from './terms-document';
import { subPhaseByName } from '@lens/domain';

const rows = (name = 'Rewards of this offer period') =>
  within(main().getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => r.textContent);

beforeEach(freshBrowser);

describe('termsDocument', () => {
  const current = subPhaseByName('jul_2025');
  it.each([
    ['/terms-and-conditions', null, undefined, 'rewards'],
    ['/rewardsterms', null, undefined, 'rewards'],
    ['/terms-and-conditions', 'preferred', undefined, 'preferred'],
    ['/preferredrewardsterms', null, undefined, 'preferred'],
    ['/terms-and-conditions/jan_2024', null, 'jan_2024', 'rewards'],
    ['/terms-and-conditions/2019', null, '2019', 'unknown'],
  ])('%s ?doc=%s is the %s document', (pathname, doc, version, kind) => {
    expect(termsDocument({ pathname, doc, version }, current).kind).toBe(kind);
  });

  it('takes the first offer before launch and the last after the end', () => {
    expect(currentOffer(undefined, '2020-01-01').name).toBe('may_2021');
    expect(currentOffer(undefined, '2026-02-01').name).toBe('julTRA_2025');
    expect(currentOffer('apr_2025', '2025-05-01').name).toBe('apr_2025');
  });
});

describe('terms pages', () => {
  it('shows the current offer’s terms with its amounts, as sample content', async () => {
    renderApp('/terms-and-conditions');
    await heading('Terms and conditions');
    expect(main().getByText(/Sample program content/)).toBeInTheDocument();
    expect(
      main().getByText('Offer period July 1, 2025 to July 20, 2025', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(rows()).toEqual([
      'PurchaseReward',
      '3-month supply$15',
      '6-month supply$100',
      '9-month supply$100',
      '12-month supply$200',
      'Another 3-month supply within 12 months$15',
      'Preferred practice bonus (12-month supply)$50',
      'Most a patient can earn in any 12 months$250',
    ]);
    expect(main().getByText(/Up to two promo codes/)).toBeInTheDocument();
  });

  it('serves /rewardsterms and an earlier version at its own address', async () => {
    const alias = renderApp('/rewardsterms');
    await heading('Terms and conditions');
    expect(
      main().getByRole('heading', { level: 2, name: 'Reward program terms' }),
    ).toBeInTheDocument();
    alias.unmount();

    renderApp('/terms-and-conditions/jan_2023', { language: 'es' });
    await heading('Términos y condiciones');
    expect(main().getByText(/período de oferta anterior/)).toBeInTheDocument();
    const spanish = rows('Recompensas de este período de oferta');
    expect(spanish).toContain('Suministro de 3 meses$15');
    expect(spanish).toContain('Lo máximo que un paciente puede recibir en 12 meses$200');
    expect(main().getByText(/Se puede aplicar un código promocional/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: /1 de enero de 2023/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the preferred practice terms at ?doc=preferred and /preferredrewardsterms', async () => {
    const first = renderApp('/terms-and-conditions?doc=preferred');
    await heading('Terms and conditions');
    expect(
      main().getByRole('heading', { level: 2, name: 'Preferred practice bonus terms' }),
    ).toBeInTheDocument();
    expect(main().getByText(/A bonus of up to \$50/)).toBeInTheDocument();
    first.unmount();
    renderApp('/preferredrewardsterms');
    await heading('Terms and conditions');
    expect(
      main().getByRole('heading', { level: 2, name: 'Preferred practice bonus terms' }),
    ).toBeInTheDocument();
  });

  it('says so for an unknown version and lists the real ones', async () => {
    renderApp('/terms-and-conditions/1999');
    await heading('Terms and conditions');
    expect(
      main().getByRole('heading', { level: 2, name: 'We can’t find these terms' }),
    ).toBeInTheDocument();
    expect(main().getAllByRole('link', { name: /^Offer period/ })).toHaveLength(15);
  });

  it('shows the express rewards terms, also during maintenance and after the programme', async () => {
    const first = renderApp('/expressrewardsterms', {
      appState: { maintenance: true },
      maintenance: true,
    });
    await heading('Express rewards terms and conditions');
    expect(main().getByRole('heading', { level: 2, name: '2. Claiming' })).toBeInTheDocument();
    first.unmount();
    renderApp('/terms-and-conditions', {
      appState: { phase: 'expired', subPhase: null, now: '2026-02-01T00:00:00Z' },
    });
    await heading('Terms and conditions');
    expect(
      main().getByText('Offer period July 21, 2025 to December 31, 2025', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});
