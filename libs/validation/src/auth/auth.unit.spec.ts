import { validExamples } from '../testing/examples';
import { errorsOf, expectAccepted } from '../testing/expect-errors';
import { describeFields } from '../testing/field-table';
import { loginSchema } from './login';
import { phoneCodeFormSchema, sendCodeSchema, validateCodeSchema } from './phone-code';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from './password-reset';
import { registerSchema } from './register';

describeFields('register', registerSchema, validExamples.register, [
  {
    field: 'email',
    accept: ['new@example.com'],
    reject: [
      [undefined, 'NULL'],
      ['new@', 'VALIDATION'],
    ],
  },
  {
    field: 'password',
    accept: ['abcdefg1', ' spaces count 1 ', 'contraseña9'],
    reject: [
      [undefined, 'NULL'],
      ['abc1', 'VALIDATION'],
      ['abcdefgh', 'VALIDATION'],
      ['12345678', 'VALIDATION'],
      ['a1'.repeat(65), 'VALIDATION'],
      ['pass😀word1', 'VALIDATION'],
    ],
  },
  {
    field: 'first_name',
    accept: ['Zoë'],
    reject: [
      [undefined, 'NULL'],
      ['Zoe2', 'VALIDATION'],
    ],
  },
  {
    field: 'last_name',
    accept: ['García Márquez'],
    reject: [
      ['', 'NULL'],
      ['x'.repeat(51), 'VALIDATION'],
    ],
  },
  {
    field: 'birthday',
    accept: ['2000-01-31'],
    reject: [
      [undefined, 'NULL'],
      ['31/01/2000', 'VALIDATION'],
    ],
  },
  {
    field: 'language',
    accept: ['en', 'es'],
    reject: [
      [undefined, 'NULL'],
      ['fr', 'VALIDATION'],
    ],
  },
  {
    field: 'phone_number',
    accept: [undefined, '', '4155550100'],
    reject: [['0155550100', 'VALIDATION']],
  },
]);

describe('register output', () => {
  it('normalises the e-mail and phone and keeps the password as typed', () => {
    expect(expectAccepted(registerSchema, validExamples.register)).toMatchObject({
      email: 'maria@example.com',
      password: 'lentes2025',
      phone_number: '2125550123',
    });
  });
});

describeFields('login', loginSchema, validExamples.login, [
  {
    field: 'email',
    accept: ['MARIA@example.com'],
    reject: [
      [undefined, 'NULL'],
      ['maria', 'VALIDATION'],
    ],
  },
  {
    field: 'password',
    accept: ['short', ' x '],
    reject: [
      [undefined, 'NULL'],
      ['x'.repeat(129), 'VALIDATION'],
    ],
  },
]);

describeFields('sendCode', sendCodeSchema, validExamples.sendCode, [
  {
    field: 'phone_number',
    accept: ['(415) 555-0100', '', undefined],
    reject: [['555-0100', 'VALIDATION']],
  },
  {
    field: 'token',
    accept: ['abc.DEF_ghi-jkl'],
    reject: [
      [undefined, 'NULL'],
      ['has space', 'VALIDATION'],
    ],
  },
]);

describeFields('validateCode', validateCodeSchema, validExamples.validateCode, [
  {
    field: 'code',
    accept: ['1234', '12345678'],
    reject: [
      [undefined, 'NULL'],
      ['12ab', 'VALIDATION'],
      ['123', 'VALIDATION'],
    ],
  },
  { field: 'token', accept: ['t'], reject: [['', 'NULL']] },
]);

describe('phone code form', () => {
  it('says "This is not a valid code." in the specification wording', () => {
    expect(errorsOf(phoneCodeFormSchema, { code: 'abc' })).toEqual([
      { name: 'code', code: 'VALIDATION', message: 'This is not a valid code.' },
    ]);
    expect(errorsOf(phoneCodeFormSchema, { code: 'abc' }, 'es')[0]?.message).toBe(
      'Este código no es válido.',
    );
  });
});

describeFields(
  'passwordResetConfirm',
  passwordResetConfirmSchema,
  validExamples.passwordResetConfirm,
  [
    {
      field: 'token',
      accept: ['abc-DEF_123'],
      reject: [
        [undefined, 'NULL'],
        ['has space', 'VALIDATION'],
      ],
    },
    {
      field: 'password',
      accept: ['abcdefg1'],
      reject: [
        [undefined, 'NULL'],
        ['abcdefgh', 'VALIDATION'],
        ['short1', 'VALIDATION'],
      ],
    },
  ],
);
describeFields(
  'passwordResetRequest',
  passwordResetRequestSchema,
  validExamples.passwordResetRequest,
  [
    {
      field: 'email',
      accept: ['MARIA@example.com'],
      reject: [
        [undefined, 'NULL'],
        ['maria', 'VALIDATION'],
      ],
    },
  ],
);
