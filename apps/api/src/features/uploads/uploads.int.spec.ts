import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_FORMATS, sniffUploadKind } from '@lens/validation';
import { ManualClock } from '../../platform/clock/clock';
import {
  type Signed,
  TINY_JPEG,
  addPatient,
  adminToken,
  insertPractice,
  purchaseCalls,
  purchaseReadModelsReady,
  signUp,
} from '../../testing/purchase-kit';
import { SAMPLE_FILES, SAMPLE_GIF } from '../../testing/sample-files';
import { type TestApp, startTestApp } from '../../testing/test-app';
import { waitUntil } from '../../testing/worker-kit';
import { uploadKeyIdOf } from './upload-keys';

const MAX_BYTES = 4_096;
describe('uploads: keys, the upload host and serving files back (real PostgreSQL, Redis)', () => {
  const clock = new ManualClock(Date.parse('2025-08-15T12:00:00Z'));
  let t: TestApp;
  let pat: Signed;
  let other: Signed;
  let entry: string;

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200' });
    pat = await signUp(t);
    other = await signUp(t);
    await addPatient(t, pat, { sap: '100200' });
    await addPatient(t, other, { sap: '100200' });
    const created = await purchaseCalls(t, pat.token)
      .purchaseDate({ purchase_date: '2025-08-01' })
      .expect(201);
    entry = created.body.result.purchaseSubmissionId;
  });
  afterAll(() => t.close());

  const keyFor = async (token: string, uid: string) =>
    t
      .http()
      .post('/api/uploader/key')
      .set('profile-token', token)
      .send({ uid, type: 'receipt', language: 'es' });

  it('POST uploader/key: the site as upload host and a signed path', async () => {
    const response = await keyFor(pat.token, entry);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: {
        uploadHost: t.config.siteUrl,
        uploadPath: expect.stringMatching(
          /^\/api\/uploader\/upload\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
        ),
      },
    });
  });

  it('POST uploader/key: another profile’s entry is 404, no token 401, a bad body 400', async () => {
    expect((await keyFor(other.token, entry)).status).toBe(404);
    expect((await keyFor(pat.token, 'no-such-entry')).body.errors[0]).toMatchObject({
      name: 'uid',
      code: 'NOT_FOUND',
    });
    await t
      .http()
      .post('/api/uploader/key')
      .send({ uid: entry, type: 'receipt', language: 'en' })
      .expect(401);
    const bad = await t
      .http()
      .post('/api/uploader/key')
      .set('profile-token', pat.token)
      .send({ uid: entry, type: 'avatar', language: 'de' })
      .expect(400);
    expect(bad.body.errors.map((e: { name: string }) => e.name).sort()).toEqual([
      'language',
      'type',
    ]);
  });

  it('takes a real JPEG without a session token, stores it and serves it to its owner only', async () => {
    const key = await keyFor(pat.token, entry);
    const uploaded = await t
      .http()
      .post(key.body.result.uploadPath)
      .attach('upload', TINY_JPEG, 'IMG_0001.JPG')
      .expect(200);
    const url: string = uploaded.body.outputs.orig.url;
    expect(uploaded.body).toEqual({
      outputs: { orig: { url: expect.stringContaining(`${t.config.siteUrl}/api/uploads/`) } },
    });
    const path = new URL(url).pathname;

    const mine = await t.http().get(path).set('profile-token', pat.token).buffer(true).expect(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(mine.body as Buffer, TINY_JPEG)).toBe(0);
    await t
      .http()
      .get(path)
      .set('profile-token', await adminToken(t))
      .expect(200);
    const theirs = await t.http().get(path).set('profile-token', other.token).expect(404);
    expect(theirs.body.errors[0]).toMatchObject({ code: 'NOT_FOUND' });
    await t.http().get(path).expect(401);
    await t.http().get('/api/uploads/not-a-key').set('profile-token', pat.token).expect(404);
    await t.http().get('/api/uploads/a.b').set('profile-token', pat.token).expect(400);

    const { rows } = await t.db.pool.query(
      'SELECT owner_profile_id, submission_id, kind, content_type, size, sha256 FROM uploads',
    );
    expect(rows).toContainEqual({
      owner_profile_id: pat.profileId,
      submission_id: entry,
      kind: 'receipt',
      content_type: 'image/jpeg',
      size: TINY_JPEG.length,
      sha256: createHash('sha256').update(TINY_JPEG).digest('hex'),
    });
  });

  // Every format of libs/validation's list, the one the web checks files against.
  it.each(
    UPLOAD_FORMATS.flatMap((format) =>
      format.extensions.map(
        (extension) =>
          [
            extension,
            SAMPLE_FILES[format.kind],
            `IMG_0002.${extension.toUpperCase()}`,
            format.contentType,
          ] as const,
      ),
    ),
  )('takes a .%s, typed by its content', async (_extension, bytes, name, type) => {
    const key = await keyFor(pat.token, entry);
    const uploaded = await t
      .http()
      .post(key.body.result.uploadPath)
      .attach('upload', bytes, name)
      .expect(200);
    const served = await t
      .http()
      .get(new URL(uploaded.body.outputs.orig.url).pathname)
      .set('profile-token', pat.token)
      .expect(200);
    expect(served.headers['content-type']).toBe(type);
  });

  it('judges a PDF named receipt.jpg by its content: stored and served as a PDF (issue 29 item 4)', async () => {
    const key = await keyFor(pat.token, entry);
    const uploaded = await t
      .http()
      .post(key.body.result.uploadPath)
      .attach('upload', SAMPLE_FILES.pdf, 'receipt.jpg')
      .expect(200);
    const served = await t
      .http()
      .get(new URL(uploaded.body.outputs.orig.url).pathname)
      .set('profile-token', pat.token)
      .expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    // The web's first-bytes check (libs/validation) judges it the same way.
    expect(sniffUploadKind(new Uint8Array(SAMPLE_FILES.pdf))).toBe('pdf');
  });

  it.each([
    ['text dressed as a JPEG', Buffer.from('<script>alert(1)</script>'), 'receipt.jpg'],
    ['a JPEG with an extension outside the list', TINY_JPEG, 'receipt.exe'],
    ['a GIF', SAMPLE_GIF, 'receipt.gif'],
    ['an empty file', Buffer.alloc(0), 'receipt.jpg'],
  ])('refuses %s: 415 FILE_FORMAT, in the key’s language', async (_label, bytes, name) => {
    const key = await keyFor(pat.token, entry);
    const response = await t
      .http()
      .post(key.body.result.uploadPath)
      .attach('upload', bytes, name)
      .expect(415);
    expect(response.body).toEqual({
      errors: [
        { name: 'upload', code: 'FILE_FORMAT', message: 'Este tipo de archivo no es compatible.' },
      ],
    });
  });

  it('refuses a file above the maximum size: 413 FILE_TOO_LARGE', async () => {
    const key = await keyFor(pat.token, entry);
    const big = Buffer.concat([TINY_JPEG, Buffer.alloc(MAX_BYTES)]);
    const response = await t
      .http()
      .post(key.body.result.uploadPath)
      .attach('upload', big, 'big.jpg')
      .expect(413);
    expect(response.body.errors).toEqual([
      { name: 'upload', code: 'FILE_TOO_LARGE', message: expect.any(String) },
    ]);
  });

  it('refuses a request without the file, with another field or not multipart: 400', async () => {
    const key = await keyFor(pat.token, entry);
    const path: string = key.body.result.uploadPath;
    const none = await t.http().post(path).field('note', 'hello').expect(400);
    expect(none.body.errors[0]).toMatchObject({ name: 'upload', code: 'NULL' });
    await t.http().post(path).attach('photo', TINY_JPEG, 'r.jpg').expect(400);
    await t.http().post(path).send({ upload: 'data:image/jpeg;base64,AAAA' }).expect(400);
    const broken = await t
      .http()
      .post(path)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="upload"; filename="r.jpg"\r\n\r\nabc')
      .expect(400);
    expect(broken.body.errors[0].code).toBe('VALIDATION');
  });

  it('refuses a forged key (401) and an expired one (401 SESSION_EXPIRED)', async () => {
    const key = await keyFor(pat.token, entry);
    const path: string = key.body.result.uploadPath;
    const forged = `${path.slice(0, -3)}AAA`;
    const refused = await t.http().post(forged).attach('upload', TINY_JPEG, 'r.jpg').expect(401);
    expect(refused.body.errors[0]).toMatchObject({ name: 'key', code: 'UNAUTHORIZED' });
    await t
      .http()
      .post('/api/uploader/upload/garbage')
      .attach('upload', TINY_JPEG, 'r.jpg')
      .expect(401);
    clock.advance(16 * 60_000);
    const expired = await t.http().post(path).attach('upload', TINY_JPEG, 'r.jpg').expect(401);
    expect(expired.body.errors[0]).toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

describe('the upload host: single-use keys, files streamed to storage (real PostgreSQL, Redis)', () => {
  const clock = new ManualClock(Date.parse('2025-08-15T12:00:00Z'));
  let t: TestApp;
  let pat: Signed;
  let entry: string;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ clock, env: { UPLOAD_MAX_BYTES: String(64 * 1024) } });
    await purchaseReadModelsReady(t);
    await insertPractice(t, { sap: '100200' });
    pat = await signUp(t);
    await addPatient(t, pat, { sap: '100200' });
    const created = await purchaseCalls(t, pat.token)
      .purchaseDate({ purchase_date: '2025-08-01' })
      .expect(201);
    entry = created.body.result.purchaseSubmissionId;
    const server = t.app.getHttpServer() as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const newKey = async () =>
    (
      await t
        .http()
        .post('/api/uploader/key')
        .set('profile-token', pat.token)
        .send({ uid: entry, type: 'receipt', language: 'es' })
        .expect(200)
    ).body.result.uploadPath as string;
  const uploadsDir = () => {
    try {
      return readdirSync(t.config.paths.uploads);
    } catch {
      return [];
    }
  };
  const rowsOf = async (path: string) => {
    const { rows } = await t.db.pool.query('SELECT key FROM uploads WHERE upload_key_id = $1', [
      uploadKeyIdOf(path.slice(path.lastIndexOf('/') + 1)),
    ]);
    return rows.length;
  };

  it('stores one file per key: a second upload with it is 409 UPLOAD_KEY_USED', async () => {
    const path = await newKey();
    await t.http().post(path).attach('upload', TINY_JPEG, 'one.jpg').expect(200);
    const again = await t.http().post(path).attach('upload', TINY_JPEG, 'two.jpg').expect(409);
    expect(again.body).toEqual({
      errors: [
        {
          name: 'key',
          code: 'UPLOAD_KEY_USED',
          message: 'Este enlace de carga ya se usó. Vuelve a elegir la foto.',
        },
      ],
    });
    expect(await rowsOf(path)).toBe(1);
  });

  it('keeps one of two uploads racing with one key, and nothing of the other', async () => {
    const path = await newKey();
    const before = uploadsDir().length;
    const answers = await Promise.all(
      ['a.jpg', 'b.jpg', 'c.jpg'].map((name) =>
        t.http().post(path).attach('upload', TINY_JPEG, name),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await rowsOf(path)).toBe(1);
    expect(uploadsDir().length).toBe(before + 1);
  });

  it('a refused file does not use the key up', async () => {
    const path = await newKey();
    await t.http().post(path).attach('upload', Buffer.from('not an image'), 'r.jpg').expect(415);
    await t.http().post(path).attach('upload', TINY_JPEG, 'r.jpg').expect(200);
  });

  /** Sends a multipart upload by hand, so the test decides when each part of the body goes. */
  function slowUpload(path: string) {
    const boundary = 'lens-boundary';
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
    });
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="upload"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    return {
      send: (bytes: Buffer) =>
        new Promise<void>((resolve) => request.write(bytes, () => resolve())),
      end: () => {
        request.end(`\r\n--${boundary}--\r\n`);
        return answered;
      },
      answered,
    };
  }

  it('streams a file to storage while it arrives (nothing held whole in memory)', async () => {
    const upload = slowUpload(await newKey());
    await upload.send(TINY_JPEG);
    await upload.send(Buffer.alloc(20_000));
    // The body is not complete, yet its bytes are already in storage (under a temporary name).
    const partial = await waitUntil(async () => {
      const part = uploadsDir().find((name) => name.endsWith('.part'));
      return part && statSync(`${t.config.paths.uploads}/${part}`).size >= 20_000 && part;
    }, 'the first bytes in storage');
    expect(partial).toBeTruthy();
    const answer = await upload.end();
    expect(answer.status).toBe(200);
    expect(uploadsDir().filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('stops a file at the size limit while streaming and keeps nothing of it', async () => {
    const before = uploadsDir().sort();
    const upload = slowUpload(await newKey());
    await upload.send(TINY_JPEG);
    for (let n = 0; n < 10; n += 1) await upload.send(Buffer.alloc(16 * 1024));
    const answer = await upload.end();
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].code).toBe('FILE_TOO_LARGE');
    await waitUntil(async () => uploadsDir().sort().join() === before.join(), 'nothing left');
  });
});
