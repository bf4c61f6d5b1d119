import { CALLS, MAX_UPLOAD_BYTES } from '../contract';
import type { ApiError } from './errors';
import { createApiClient } from './http';
import { BASES, fakeServer, json } from './testServer';
import { createUploader } from './upload';

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

function setUp(token: string | null = 'session-token-1234') {
  const server = fakeServer(() =>
    json({ success: true, payload: [{ url: 'https://files.test/a.png' }] }),
  );
  const onSessionExpired = jest.fn();
  const client = createApiClient({
    bases: BASES,
    getToken: () => token,
    onSessionExpired,
    fetch: server.fetch,
  });
  return { client, upload: createUploader(client), requests: server.requests, onSessionExpired };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the upload to be refused');
    },
    (error: ApiError) => error,
  );
}

describe('uploadFiles', () => {
  it('sends every file as files[] in a multipart body, with the bearer token', async () => {
    const { upload, requests } = setUp();
    await expect(
      upload([file('avatar.png', 2048, 'image/png'), file('logo.webp', 10, 'image/webp')]),
    ).resolves.toEqual({ success: true, payload: [{ url: 'https://files.test/a.png' }] });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://user.test/api/file/upload');
    expect(request.headers.get('authorization')).toBe('Bearer session-token-1234');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = (await request.formData()).getAll('files[]') as File[];
    expect(sent.map((part) => [part.name, part.type, part.size])).toEqual([
      ['avatar.png', 'image/png', 2048],
      ['logo.webp', 'image/webp', 10],
    ]);
  });

  it('accepts exactly 1 MiB', async () => {
    const { upload, requests } = setUp();
    await upload([file('big.jpg', MAX_UPLOAD_BYTES, 'image/jpeg')]);
    expect(requests).toHaveLength(1);
  });

  it('refuses a file over 1 MiB without sending anything', async () => {
    const { upload, requests } = setUp();
    const error = await refusal(
      upload([file('ok.png', 10, 'image/png'), file('big.png', MAX_UPLOAD_BYTES + 1, 'image/png')]),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', detail: 'too-large' });
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['a PDF', 'contrato.pdf', 'application/pdf'],
    ['a GIF', 'anim.gif', 'image/gif'],
    ['an untyped text file', 'notas.txt', ''],
    ['an untyped file without extension', 'foto', ''],
  ])('refuses %s without sending anything', async (_, name, type) => {
    const { upload, requests } = setUp();
    const error = await refusal(upload([file(name, 10, type)]));
    expect(error).toMatchObject({ kind: 'invalid-request', detail: 'wrong-type' });
    expect(requests).toHaveLength(0);
  });

  it('takes the type from the extension when the browser gave none', async () => {
    const { upload, requests } = setUp();
    await upload([file('FOTO.JPG', 10, ''), file('scan.jpeg', 10, 'image/jpg')]);
    const sent = (await requests[0]!.formData()).getAll('files[]') as File[];
    expect(sent.map((part) => [part.name, part.type])).toEqual([
      ['FOTO.JPG', 'image/jpeg'],
      ['scan.jpeg', 'image/jpeg'],
    ]);
  });

  it('needs a session: without one nothing is sent', async () => {
    const { upload, requests, onSessionExpired } = setUp(null);
    const error = await refusal(upload([file('a.png', 10, 'image/png')]));
    expect(error.kind).toBe('session-expired');
    expect(requests).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalled();
  });

  it('the call itself sends only files: a description of one is refused without sending', async () => {
    const { client, requests } = setUp();
    const error = await refusal(
      client.call(CALLS.uploadFiles, { files: [{ name: 'a.png', type: 'image/png', size: 3 }] }),
    );
    expect(error).toMatchObject({ kind: 'invalid-request', fieldErrors: { files: 'not-a-file' } });
    expect(requests).toHaveLength(0);
  });
});
