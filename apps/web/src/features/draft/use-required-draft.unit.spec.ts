import { type PurchaseDraft } from './purchase-draft';
import { guardDraft } from './use-required-draft';

const draft = (overrides: Partial<PurchaseDraft>): PurchaseDraft => ({
  profileId: 'p-1',
  step: 'practice',
  updatedAt: 0,
  patientId: 'pat-1',
  patientName: 'Alex Rivera',
  sap: '100200',
  ...overrides,
});

describe('the purchase flow’s step guards (issue 12 item 9)', () => {
  it('sends a step without its earlier step back to the step where the entry stopped', () => {
    expect(guardDraft(draft({ step: 'practice' }), 'date', ['patientId', 'sap'])).toEqual({
      redirect: '/patient_entry',
    });
    expect(
      guardDraft(
        draft({ step: 'date', submissionId: 's-1', purchaseDate: '2025-07-10' }),
        'method',
        ['submissionId', 'purchaseDate'],
      ),
    ).toEqual({ redirect: '/purchase_info' });
    expect(
      guardDraft(
        draft({ step: 'method', submissionId: 's-1', purchaseDate: '2025-07-10', supplyLength: 6 }),
        'receipt',
        ['supplyLength'],
      ),
    ).toEqual({ redirect: '/purchase_info/1' });
  });

  it('lets a step open once the entry has come as far, and any earlier step too', () => {
    const atReceipt = draft({
      step: 'receipt',
      practiceName: 'Bright Eyes',
      submissionId: 's-1',
      purchaseDate: '2025-07-10',
      supplyLength: 6,
    });
    expect(guardDraft(atReceipt, 'receipt', ['supplyLength']).draft).toBe(atReceipt);
    expect(guardDraft(atReceipt, 'date', ['patientId', 'sap']).draft).toBe(atReceipt);
  });

  it('sends a draft missing what the step needs to the step that supplies it', () => {
    expect(guardDraft(null, 'date', ['patientId'])).toEqual({ redirect: '/patient_select' });
    expect(guardDraft(draft({ step: 'date', sap: '' }), 'date', ['sap'])).toEqual({
      redirect: '/patient_entry',
    });
  });
});
