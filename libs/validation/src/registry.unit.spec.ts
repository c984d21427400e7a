import { PATTERNS } from './common/patterns';
import { z } from 'zod';
import { apiSchemas, formSchemas } from './registry';
import { validExamples } from './testing/examples';
import { expectAccepted } from './testing/expect-errors';

const everySchema = Object.entries({ ...apiSchemas, ...formSchemas });

describe('schema registry', () => {
  it.each(everySchema)('%s accepts its valid example', (name, schema) => {
    expectAccepted(schema, validExamples[name as keyof typeof validExamples]);
  });

  it.each(everySchema)('%s exports to JSON Schema for the OpenAPI document', (_name, schema) => {
    const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(jsonSchema).toMatchObject({ type: 'object' });
  });

  it('documents every rule as a pattern in the JSON Schema (the same tests the API runs)', () => {
    const register = z.toJSONSchema(apiSchemas.register, { io: 'input', unrepresentable: 'any' });
    const patterns = (field: { allOf?: { pattern?: string }[] }) =>
      (field.allOf ?? []).map((part) => part.pattern);
    const properties = register.properties as Record<string, { allOf?: { pattern?: string }[] }>;
    // Blank, emoji, control characters, the calendar day from 1900: none is only on one side.
    expect(patterns(properties.birthday!)).toEqual(
      expect.arrayContaining([
        PATTERNS.notBlank.source,
        PATTERNS.bmpOnly.source,
        expect.stringContaining(PATTERNS.isoCalendarDate.source.slice(1, -1)),
      ]),
    );
    expect(patterns(properties.first_name!)).toEqual(
      expect.arrayContaining([expect.stringContaining(PATTERNS.withLetter.source.slice(1, -1))]),
    );
    expect(register).toMatchObject({
      properties: {
        email: { type: 'string', maxLength: 254 },
        language: { enum: ['en', 'es'] },
      },
      required: expect.arrayContaining([
        'email',
        'password',
        'first_name',
        'last_name',
        'birthday',
        'language',
      ]),
    });
  });
});
