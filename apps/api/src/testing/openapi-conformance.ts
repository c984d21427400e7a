import type { Server } from 'node:http';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request, { type Response } from 'supertest';

type Json = Record<string, unknown>;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/api/profiles/me` before `/api/profiles/{id}`. */
  parameters: number;
  responses: Record<string, Json>;
}

/** An answer the document does not describe: its status, media type or body. */
export interface ContractViolation {
  route: string;
  status: number;
  problem: string;
}

/** Statuses the body parser answers for any path, before the router looks at it. */
const BEFORE_ROUTING = new Set([400, 413]);

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** JSON Pointer of a path in the document (`/` and `~` escaped). */
const pointer = (...parts: string[]) =>
  `#/${parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** `text/html; charset=utf-8` matches `text/html`; `image/png` matches `image/*`. */
function mediaTypeOf(contentType: string | undefined, documented: readonly string[]) {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return documented.find(
    (candidate) =>
      candidate === type ||
      (candidate.endsWith('/*') && type.startsWith(candidate.slice(0, -1))) ||
      candidate === '*/*',
  );
}

/**
 * Integration tests only: checks every answer the tests receive against the served OpenAPI
 * document (issue 26): the operation exists (or the answer is a documented failure: an unknown
 * path's 404, an unknown method's 405), the status is documented for it, the media type is one of
 * that status's, and a JSON body validates against its schema. Violations are collected and
 * reported by the test app's `close()`, naming the request.
 */
export class OpenApiConformance {
  readonly violations: ContractViolation[] = [];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();

  /**
   * @param outside path prefixes served beside the API, not by it (the queue board's pages): not
   * in the document, not checked.
   */
  constructor(
    private readonly document: Json,
    private readonly outside: readonly string[] = [],
  ) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'api');
    this.operations = Object.entries(document.paths as Record<string, Record<string, Json>>)
      .flatMap(([template, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(
            `^${template
              .split(/(\{[^}]+\})/)
              .map((part) => (part.startsWith('{') ? '[^/]+' : escape(part)))
              .join('')}$`,
          ),
          parameters: (template.match(/\{/g) ?? []).length,
          responses: operation.responses as Record<string, Json>,
        })),
      )
      .sort((a, b) => a.parameters - b.parameters);
  }

  /** Reads the document the app serves, once per app. */
  static async of(server: Server, outside: readonly string[] = []): Promise<OpenApiConformance> {
    const { body } = await request(server).get('/api/docs/openapi.json').expect(200);
    return new OpenApiConformance(body as Json, outside);
  }

  /** Checks one answer; returns the problem (also recorded) or null. */
  check(method: string, url: string, response: Response): string | null {
    const problem = this.problemOf(method.toUpperCase(), url, response);
    if (problem)
      this.violations.push({ route: `${method} ${url}`, status: response.status, problem });
    return problem;
  }

  private problemOf(method: string, url: string, response: Response): string | null {
    // As the router sees it: not normalised (`%2e%2e` stays a segment of its own).
    const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').split(/[?#]/)[0]!;
    const atPath = this.operations.filter((operation) => operation.pattern.test(path));
    const verb = method === 'HEAD' ? 'GET' : method;
    const operation = atPath.find((candidate) => candidate.method === verb);
    if (this.outside.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      return null;
    if (!operation) {
      // An unknown path or method: the error envelope, 404 or 405 (or the body parser's 400 and
      // 413, which answer before any routing).
      const expected = atPath.length ? 405 : 404;
      if (response.status !== expected && !BEFORE_ROUTING.has(response.status))
        return `no operation ${verb} ${path}, answered ${response.status} (expected ${expected})`;
      return this.validate(pointer('components', 'responses', 'Errors'), response, method);
    }
    const status = String(response.status);
    if (!operation.responses[status])
      return `status ${status} is not documented for ${verb} ${operation.template}`;
    return this.validate(
      pointer('paths', operation.template, verb.toLowerCase(), 'responses', status),
      response,
      method,
    );
  }

  /** The answer against the documented response at `at` (following a `$ref`). */
  private validate(at: string, response: Response, method: string): string | null {
    let documented = this.resolve(at);
    if (typeof documented.$ref === 'string') {
      at = documented.$ref;
      documented = this.resolve(at);
    }
    const content = documented.content as Record<string, Json> | undefined;
    if (!content) return null; // a redirect or an answer without a body
    if (method === 'HEAD' || response.status === 204) return null;
    const media = mediaTypeOf(response.headers['content-type'], Object.keys(content));
    if (!media)
      return `media type ${response.headers['content-type'] ?? 'none'} is not documented (${Object.keys(content).join(', ')})`;
    if (media !== 'application/json') return null;
    const key = `${at}/content/${pointer(media).slice(2)}/schema`;
    let validator = this.validators.get(key);
    if (!validator) {
      validator = this.ajv.compile({ $ref: `api${key}` });
      this.validators.set(key, validator);
    }
    if (validator(response.body)) return null;
    return `body does not match the document: ${this.ajv.errorsText(validator.errors)}`;
  }

  private resolve(at: string): Json {
    return at
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, part) => node[part] as Json, this.document);
  }
}
