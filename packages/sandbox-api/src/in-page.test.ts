import { createSandbox } from './app';
import { installSandboxFetch } from './in-page';

it('answers the sandbox origin in-process and leaves other addresses to the real fetch', async () => {
  const fallback = jest.fn(async () => new Response('elsewhere'));
  const original = globalThis.fetch;
  globalThis.fetch = fallback as unknown as typeof fetch;
  const undo = installSandboxFetch(createSandbox(), 'http://localhost:8090');
  try {
    const answer = await fetch('http://localhost:8090/postal/ws/01310100/json/');
    expect(await answer.json()).toMatchObject({ localidade: 'São Paulo', uf: 'SP' });
    expect(await (await fetch('http://example.test/')).text()).toBe('elsewhere');
    expect(fallback).toHaveBeenCalledTimes(1);
  } finally {
    undo();
    globalThis.fetch = original;
  }
});
