import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { languageOf, message } from '@lens/validation';
import type { Application, NextFunction, Request, Response } from 'express';
import { ADMIN_SESSION_COOKIE, cookieValue } from '../access/admin-session-cookie';
import { TOKEN_HEADER } from '../../platform/auth/auth.guard';
import { Tokens } from '../../platform/auth/tokens';
import { render } from '../../platform/http/error-catalogue';
import { Failure } from '../../platform/http/failure';
import { QUEUE_NAMES } from '../../platform/jobs/job-definitions';
import { JobQueue } from '../../platform/jobs/job-queue';

/** Where the queue dashboard lives (the web server proxies it to the API). */
export const QUEUE_BOARD_PATH = '/admin/queues';

/** Methods that only read: the board answers no other (it is mounted read-only). */
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * Admins only, acting as themselves: the `profile-token` header (API clients) or the
 * `admin_session` cookie (the browser, once signed in to the back office). 401 without a valid
 * token, 403 for any other role or an impersonation; in the API's error shape. The cookie only
 * reads: any other method needs the header, as `/admin/api` does, so another site cannot make a
 * signed-in admin's browser change anything (SameSite is then not the only defence).
 */
export function adminOnly(tokens: Tokens) {
  return async (request: Request, response: Response, next: NextFunction) => {
    const header = request.headers[TOKEN_HEADER];
    const token =
      (Array.isArray(header) ? header[0] : header) ??
      (READS.has(request.method)
        ? cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE)
        : undefined);
    let code: string | null = null;
    if (!token) code = 'UNAUTHORIZED';
    else {
      try {
        const actor = await tokens.verify(token);
        if (actor.twoStepPending) code = 'TWO_STEP_REQUIRED';
        else if (actor.role !== 'admin' || actor.impersonatorId) code = 'FORBIDDEN';
      } catch (error) {
        code = error instanceof Failure ? error.code : 'UNAUTHORIZED';
      }
    }
    if (!code) return next();
    // A browser opening the board signed out (or with an ended session) goes to the back office's
    // sign-in page, not to a JSON error (issue 29); the board's own API calls keep the JSON.
    if (render(code).status === 401 && opensPage(request)) {
      response.redirect(303, BACK_OFFICE_SIGN_IN);
      return;
    }
    refuse(request, response, code, TOKEN_HEADER);
  };
}

/** The back office's sign-in page (its hash route). */
export const BACK_OFFICE_SIGN_IN = '/admin/#/login';

/** A browser asking for a page (not the board's API, not a script or a style sheet). */
const opensPage = (request: Request): boolean =>
  READS.has(request.method) &&
  !request.path.startsWith('/api/') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * The board's page asks Google for its fonts: the back office makes no third-party request
 * (issue 29), so that link is taken out and the board keeps the system's own sans-serif.
 */
const THIRD_PARTY_FONTS = /<link[^>]*fonts\.(?:googleapis|gstatic)\.com[^>]*>\s*/g;

function withoutThirdPartyFonts(_request: Request, response: Response, next: NextFunction): void {
  const send = response.send.bind(response);
  response.send = (body?: unknown) =>
    send(typeof body === 'string' ? body.replace(THIRD_PARTY_FONTS, '') : body);
  next();
}

/** A refusal in the API's error shape, in the caller's language. */
function refuse(request: Request, response: Response, code: string, name: string): void {
  const rendering = render(code);
  const lang = languageOf(request.headers['accept-language']);
  response.status(rendering.status).json({
    errors: [{ name, code, message: message(rendering.message, lang) }],
  });
}

/**
 * The board only reads. Its adapters are read-only (bull-board then refuses every action on a
 * queue), and anything but GET and HEAD is answered 405 before bull-board sees it: an admin could
 * otherwise add or edit a job (a copy of a `password-reset` job with another address, say),
 * pause, empty or obliterate a queue. Failed jobs are retried through `/admin/api/jobs/failed`.
 */
function readOnly(request: Request, response: Response, next: NextFunction): void {
  if (READS.has(request.method)) return next();
  refuse(request, response.set('Allow', 'GET, HEAD'), 'METHOD_NOT_ALLOWED', 'body');
}

/**
 * bull-board (DESIGN §5) at /admin/queues in the API process: every queue, its jobs and their
 * errors, read-only. Mounted on the Express instance before Nest's not-found handler, behind
 * `adminOnly`.
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(Tokens) private readonly tokens: Tokens,
  ) {}

  onModuleInit(): void {
    const http = this.adapterHost.httpAdapter;
    if (!http) return; // no HTTP server (the worker process)
    const board = new ExpressAdapter();
    board.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: QUEUE_NAMES.map(
        (name) => new BullMQAdapter(this.jobs.queueOf(name), { readOnlyMode: true }),
      ),
      // @bull-board/express 9.10.1 carries its own copy of @bull-board/api 9.10.1, whose private
      // class members make the two (runtime-compatible) adapter types differ.
      serverAdapter: board as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Lens Rewards jobs' } },
    });
    const app = http.getInstance<Application>();
    app.use(
      QUEUE_BOARD_PATH,
      adminOnly(this.tokens),
      readOnly,
      withoutThirdPartyFonts,
      board.getRouter(),
    );
  }
}
