// The `zipcodes` package ships no types; only what the seed reads is declared.
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Readonly<Record<string, ZipCode>>;
}
