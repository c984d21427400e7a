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

  it('documents formats and patterns in the JSON Schema', () => {
    const register = z.toJSONSchema(apiSchemas.register, { io: 'input', unrepresentable: 'any' });
    expect(register).toMatchObject({
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        birthday: { format: 'date' },
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
