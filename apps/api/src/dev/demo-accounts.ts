// The demo logins the demo seed creates (`npm start` prints them): a module of its own, free of
// side effects, so tools can sign in as them without running the seed.
export const DEMO_PASSWORD = 'Demo-pass-2025';

export const DEMO_ACCOUNTS = [
  {
    email: 'patient@lensrewards.example',
    first_name: 'Alex',
    last_name: 'Rivera',
    role: 'patient',
    language: 'en',
  },
  {
    email: 'paciente@lensrewards.example',
    first_name: 'Lucía',
    last_name: 'Fernández',
    role: 'patient',
    language: 'es',
  },
  {
    email: 'admin@lensrewards.example',
    first_name: 'Avery',
    last_name: 'Admin',
    role: 'admin',
    language: 'en',
  },
  {
    email: 'support@lensrewards.example',
    first_name: 'Sam',
    last_name: 'Support',
    role: 'support',
    language: 'en',
  },
  {
    email: 'finance@lensrewards.example',
    first_name: 'Fran',
    last_name: 'Finance',
    role: 'finance',
    language: 'en',
  },
] as const;
