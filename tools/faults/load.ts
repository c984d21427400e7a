/**
 * A steady load of whole patient journeys over HTTP (register → patient → purchase date →
 * supplies → upload key → receipt upload → receipt → confirm), as a few users at once, through
 * the web server in front of the apis. Every command carries an Idempotency-Key; a 503, a
 * request with no answer, or a 409 saying the key's first request is still running is sent
 * again with the same key and the same bytes (as the web client does), so a journey interrupted
 * by a fault completes. Every answer is recorded with its step, status and duration, and every
 * journey with the profile it made and how often it was interrupted.
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** A real 8×8 grey baseline JPEG; each receipt gets random bytes after its end marker. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

/** A request slower than this counts as hung (a fault must give a fast answer, not a wait). */
export const HUNG_MS = 10_000;
/** Pause before a command is sent again. */
const RETRY_PAUSE_MS = 250;
/** How long a journey keeps retrying one step before it gives up (a failure of the test). */
const GIVE_UP_MS = 60_000;

export interface Sample {
  step: string;
  /** HTTP status; 0 when no answer came (connection refused, reset, timed out). */
  status: number;
  code: string | null;
  startedAt: number;
  ms: number;
  /** 1 for the first try of a command, 2… for its retries under the same key. */
  attempt: number;
  /** A 401 SESSION_ENDED for a session Redis lost (the journey signed in again). */
  sessionLost?: boolean;
}

export interface Journey {
  email: string;
  profileId?: string;
  submissionId?: string;
  /** Commands of this journey sent again after a 503, no answer or a busy key. */
  retries: number;
  /** Times it signed in again because Redis lost its session. */
  signIns: number;
  completed: boolean;
  /** Why it stopped, when it did not complete. */
  failure?: string;
}

export interface LoadOptions {
  baseUrl: string;
  sap: string;
  purchaseDate: string;
  users: number;
}

type Body = Record<string, unknown>;

/** A journey's session: its token, and when it was opened (at the latest). */
interface Session {
  token: string;
  openedAt: number;
}

const PASSWORD = 'Lenses4ever';

/** An answer a retry cannot mend (a 4xx, a 500): the journey stops, and the test fails. */
class Unexpected extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class JourneyLoad {
  readonly samples: Sample[] = [];
  readonly journeys: Journey[] = [];
  /** When each journey completed (epoch ms), for the throughput per second. */
  readonly completions: number[] = [];
  /** When Redis came back without its data (the test says): sessions older are gone. */
  readonly sessionsLostAt: number[] = [];
  private running = false;
  private users: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  get completed(): number {
    return this.completions.length;
  }

  start(): void {
    this.running = true;
    this.users = Array.from({ length: this.options.users }, () => this.user());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.users);
  }

  private async user(): Promise<void> {
    while (this.running) {
      const journey: Journey = {
        email: `fleet-${randomUUID()}@example.com`,
        retries: 0,
        signIns: 0,
        completed: false,
      };
      this.journeys.push(journey);
      try {
        await this.journey(journey);
        journey.completed = true;
        this.completions.push(Date.now());
      } catch (error) {
        journey.failure = String(error instanceof Error ? error.message : error);
        // A journey that met an answer no retry mends is the test's failure; the user goes on.
        await sleep(RETRY_PAUSE_MS);
      }
    }
  }

  /** One command, sent until it is answered (the same key and bytes each time). */
  private async call(
    journey: Journey,
    step: string,
    path: string,
    body: Body | FormData,
    session?: Session,
  ): Promise<Body> {
    const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
    let bytes: Buffer | string;
    if (body instanceof FormData) {
      // Serialised once: a retry sends the same multipart boundary, hence the same body.
      const request = new Request('http://load.invalid/', { method: 'POST', body });
      bytes = Buffer.from(await request.arrayBuffer());
      headers['content-type'] = request.headers.get('content-type')!;
    } else {
      bytes = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const since = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const startedAt = Date.now();
      let status = 0;
      let code: string | null = null;
      let answer: Body | null = null;
      if (session) headers['profile-token'] = session.token;
      try {
        const response = await fetch(`${this.options.baseUrl}${path}`, {
          method: 'POST',
          headers,
          body: bytes,
          signal: AbortSignal.timeout(HUNG_MS),
        });
        status = response.status;
        answer = (await response.json().catch(() => ({}))) as Body;
        code = (answer as { errors?: { code: string }[] }).errors?.[0]?.code ?? null;
      } catch {
        // no answer: refused, reset or timed out (status 0)
      }
      // A session opened before Redis lost its data is gone: the patient signs in again.
      const sessionLost =
        status === 401 &&
        code === 'SESSION_ENDED' &&
        session !== undefined &&
        this.sessionsLostAt.some((at) => at > session.openedAt);
      this.samples.push({
        step,
        status,
        code,
        startedAt,
        ms: Date.now() - startedAt,
        attempt,
        ...(sessionLost ? { sessionLost } : {}),
      });
      if (status >= 200 && status < 300 && answer) return answer;
      if (sessionLost) {
        const again = await this.call(journey, 'sign-in', '/api/profiles/login', {
          email: journey.email,
          password: PASSWORD,
        });
        session.token = (again.result as { profile: { token: string } }).profile.token;
        session.openedAt = Date.now();
        journey.signIns += 1;
        continue;
      }
      const retriable =
        status === 503 || status === 0 || (status === 409 && code === 'IDEMPOTENCY_KEY_IN_USE');
      if (!retriable) throw new Unexpected(`${step}: ${status} ${code ?? ''}`);
      if (Date.now() - since > GIVE_UP_MS)
        throw new Unexpected(`${step}: still ${status} after ${GIVE_UP_MS / 1000} s of retries`);
      journey.retries += 1;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  private async journey(journey: Journey): Promise<void> {
    const { sap, purchaseDate } = this.options;
    const openedAt = Date.now();
    const registered = await this.call(journey, 'register', '/api/profiles', {
      email: journey.email,
      password: PASSWORD,
      first_name: 'Fleet',
      last_name: 'Tester',
      birthday: '1985-05-05',
      language: 'en',
    });
    const profile = (registered.result as { profile: { id: string; token: string } }).profile;
    journey.profileId = profile.id;
    const session: Session = { token: profile.token, openedAt };
    const patient = await this.call(
      journey,
      'patient',
      '/api/patients/add',
      {
        name: 'Fleet Tester',
        relation_to_profile: 'OTHER',
        address1: '12 Elm St.',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
        sap,
      },
      session,
    );
    const patientId = (patient.result as { patient: { id: string } }).patient.id;
    const created = await this.call(
      journey,
      'purchase-date',
      '/api/purchase-submissions/purchase-date',
      { purchase_date: purchaseDate, patient_id: patientId },
      session,
    );
    const sid = (created.result as { purchaseSubmissionId: string }).purchaseSubmissionId;
    journey.submissionId = sid;
    await this.call(
      journey,
      'supplies',
      '/api/purchase-submissions/submit-supplies',
      {
        patientId,
        purchase_submission_id: sid,
        supplies: {
          brand_l: '1DM',
          brand_r: '1DM',
          lenses_per_box_l: 90,
          lenses_per_box_r: 90,
          boxes_l: 4,
          boxes_r: 4,
          supplyLength: 12,
          submission_method: 'manual',
        },
        sap,
      },
      session,
    );
    const key = await this.call(
      journey,
      'upload-key',
      '/api/uploader/key',
      { uid: sid, type: 'receipt', language: 'en' },
      session,
    );
    const form = new FormData();
    const receipt = Buffer.concat([JPEG, randomBytes(16)]);
    form.append('upload', new Blob([receipt], { type: 'image/jpeg' }), 'receipt.jpg');
    const uploaded = await this.call(
      journey,
      'upload',
      (key.result as { uploadPath: string }).uploadPath,
      form,
    );
    const url = (uploaded as { outputs: { orig: { url: string } } }).outputs.orig.url;
    await this.call(
      journey,
      'receipt',
      '/api/purchase-submissions/submit-receipt-image',
      { purchase_submission_id: sid, receipt_image_url: url },
      session,
    );
    await this.call(
      journey,
      'confirm',
      '/api/purchase-submissions/confirm',
      { purchase_submission_id: sid },
      session,
    );
  }
}
