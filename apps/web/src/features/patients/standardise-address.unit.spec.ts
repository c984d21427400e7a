import { sameAddress, standardiseAddress } from './standardise-address';

describe('address standardisation (the address verification recommendation)', () => {
  it('capitalises, abbreviates and squeezes like the post office', () => {
    expect(
      standardiseAddress({
        address1: '  123   main STREET ',
        address2: 'apartment 4b',
        city: 'new   york',
        state: 'ny',
        postal_code: '100011234',
      }),
    ).toEqual({
      address1: '123 Main St',
      address2: 'Apt 4B',
      city: 'New York',
      state: 'NY',
      postal_code: '10001-1234',
    });
  });

  it('keeps ordinals readable and accents as typed', () => {
    expect(
      standardiseAddress({
        address1: '5TH avenue',
        address2: '',
        city: 'san josé',
        state: 'CA',
        postal_code: '95112',
      }),
    ).toEqual({
      address1: '5th Ave',
      address2: '',
      city: 'San José',
      state: 'CA',
      postal_code: '95112',
    });
  });

  it('leaves an address already in standard form unchanged', () => {
    const address = {
      address1: '1 Lens Way',
      address2: '',
      city: 'Albany',
      state: 'NY',
      postal_code: '12207',
    };
    expect(sameAddress(standardiseAddress(address), address)).toBe(true);
  });
});
