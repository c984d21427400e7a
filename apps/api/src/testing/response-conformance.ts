import { isDeepStrictEqual } from 'node:util';
import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { contractOf } from '../platform/http/contract';

/** An answer that does not match its route's response schema. */
export interface ResponseViolation {
  route: string;
  status: number;
  problem: string;
}

/**
 * Integration tests only: parses every JSON success answer of a route that declares
 * `@Returns(schema)` with that schema, as the client receives it (after JSON serialisation).
 * An answer that fails the schema, or carries a field the schema does not describe, is
 * answered 500 instead and recorded, so the test that made the request fails and `close()` names
 * the route. The answer is otherwise untouched: the check only reads it.
 */
export class ResponseConformance implements NestInterceptor {
  readonly violations: ResponseViolation[] = [];

  intercept(context: ExecutionContext, next: CallHandler) {
    const { response: schema } = contractOf(
      context.getClass().prototype as object,
      context.getHandler().name,
    );
    if (schema && context.getType() === 'http') {
      const http = context.switchToHttp();
      const response = http.getResponse<Response>();
      const request = http.getRequest<{ method: string; originalUrl: string }>();
      const envelope = z.object({ result: schema });
      const json = response.json.bind(response);
      response.json = (body: unknown) => {
        if (response.statusCode < 300) {
          const received: unknown = JSON.parse(JSON.stringify(body) ?? 'null');
          const parsed = envelope.safeParse(received);
          const problem = !parsed.success
            ? z.prettifyError(parsed.error)
            : isDeepStrictEqual(parsed.data, received)
              ? null
              : `fields the schema does not describe: ${JSON.stringify(received)}`;
          if (problem) {
            const route = `${request.method} ${request.originalUrl}`;
            this.violations.push({ route, status: response.statusCode, problem });
            response.status(500);
            return json({ errors: [{ name: 'response', code: 'schema', message: problem }] });
          }
        }
        return json(body);
      };
    }
    return next.handle();
  }
}
