/**
 * A steady load of whole patient journeys over HTTP (register → patient → purchase date →
 * supplies → upload key → receipt upload → receipt → confirm), as a few users at once. Every
 * answer is recorded with its step, status and duration; a journey that meets a failure is
 * dropped and a new one begins (a real user would start again too).
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** A real 8×8 grey baseline JPEG; each receipt gets random bytes after its end marker. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

/** Requests slower than this count as hung (a fault must give a fast answer, not a wait). */
export const HUNG_MS = 15_000;

export interface Sample {
  step: string;
  /** HTTP status; 0 when no answer came (connection refused, reset, timed out). */
  status: number;
  code: string | null;
  startedAt: number;
  ms: number;
}

export interface LoadOptions {
  baseUrl: string;
  sap: string;
  purchaseDate: string;
  users: number;
}

type Body = Record<string, unknown>;

class Refused extends Error {}

export class JourneyLoad {
  readonly samples: Sample[] = [];
  confirmed = 0;
  dropped = 0;
  private running = false;
  private users: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    this.running = true;
    this.users = Array.from({ length: this.options.users }, () => this.user());
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.users);
  }

  /** Answers since `since` (epoch ms), by status. */
  statusesSince(since: number): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const sample of this.samples)
      if (sample.startedAt >= since) counts[sample.status] = (counts[sample.status] ?? 0) + 1;
    return counts;
  }

  private async user(): Promise<void> {
    while (this.running) {
      try {
        await this.journey();
        this.confirmed += 1;
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        this.dropped += 1;
        // A refused user waits a moment before starting again (as the 503's Retry-After asks,
        // shorter: the test wants requests during the outage).
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }

  private async call(
    step: string,
    path: string,
    body: Body | FormData,
    token?: string,
  ): Promise<Body> {
    const headers: Record<string, string> = token ? { 'profile-token': token } : {};
    if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
    const startedAt = Date.now();
    let status = 0;
    let code: string | null = null;
    try {
      const response = await fetch(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: body instanceof FormData ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(HUNG_MS),
      });
      status = response.status;
      const answer = (await response.json().catch(() => ({}))) as Body & {
        errors?: { code: string }[];
      };
      code = answer.errors?.[0]?.code ?? null;
      if (!response.ok) throw new Refused(`${step}: ${status} ${code}`);
      return answer;
    } catch (error) {
      if (error instanceof Refused) throw error;
      throw new Refused(`${step}: ${String(error)}`);
    } finally {
      this.samples.push({ step, status, code, startedAt, ms: Date.now() - startedAt });
    }
  }

  private async journey(): Promise<void> {
    const { sap, purchaseDate } = this.options;
    const registered = await this.call('register', '/api/profiles', {
      email: `faults-${randomUUID()}@example.com`,
      password: 'Lenses4ever',
      first_name: 'Fault',
      last_name: 'Tester',
      birthday: '1985-05-05',
      language: 'en',
    });
    const token = (registered.result as { profile: { token: string } }).profile.token;
    const patient = await this.call(
      'patient',
      '/api/patients/add',
      {
        name: 'Fault Tester',
        relation_to_profile: 'OTHER',
        address1: '12 Elm St.',
        city: 'Springfield',
        state: 'IL',
        postal_code: '62701',
        country: 'US',
        sap,
      },
      token,
    );
    const patientId = (patient.result as { patient: { id: string } }).patient.id;
    const created = await this.call(
      'purchase-date',
      '/api/purchase-submissions/purchase-date',
      { purchase_date: purchaseDate, patient_id: patientId },
      token,
    );
    const sid = (created.result as { purchaseSubmissionId: string }).purchaseSubmissionId;
    await this.call(
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
      token,
    );
    const key = await this.call(
      'upload-key',
      '/api/uploader/key',
      { uid: sid, type: 'receipt', language: 'en' },
      token,
    );
    const form = new FormData();
    const receipt = Buffer.concat([JPEG, randomBytes(16)]);
    form.append('upload', new Blob([receipt], { type: 'image/jpeg' }), 'receipt.jpg');
    const uploaded = await this.call(
      'upload',
      (key.result as { uploadPath: string }).uploadPath,
      form,
    );
    const url = (uploaded as { outputs: { orig: { url: string } } }).outputs.orig.url;
    await this.call(
      'receipt',
      '/api/purchase-submissions/submit-receipt-image',
      { purchase_submission_id: sid, receipt_image_url: url },
      token,
    );
    await this.call(
      'confirm',
      '/api/purchase-submissions/confirm',
      { purchase_submission_id: sid },
      token,
    );
  }
}
