import { preloadScripts, remoteFiles } from './manifest';

describe('remoteFiles: what the shell takes from a remote’s mf-manifest.json', () => {
  const MANIFEST_URL = 'https://mf-auth.example.com/app/mf-manifest.json';

  it('resolves the entry and the scripts of ./routes against the manifest’s own folder', () => {
    const files = remoteFiles(
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'v2/' } },
        exposes: [
          { assets: { js: { sync: ['expose.1.js', 'shared.2.js'], async: ['page.3.js'] } } },
        ],
      },
      MANIFEST_URL,
    );
    expect(files).toEqual({
      entry: 'https://mf-auth.example.com/app/v2/remoteEntry.js',
      scripts: [
        'https://mf-auth.example.com/app/v2/remoteEntry.js',
        'https://mf-auth.example.com/app/expose.1.js',
        'https://mf-auth.example.com/app/shared.2.js',
      ],
    });
  });

  it('needs only the entry’s name', () => {
    expect(
      remoteFiles({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }, MANIFEST_URL),
    ).toEqual({
      entry: 'https://mf-auth.example.com/app/remoteEntry.js',
      scripts: ['https://mf-auth.example.com/app/remoteEntry.js'],
    });
  });

  it.each([
    ['not an object', null],
    ['no metaData', { exposes: [] }],
    ['an empty entry name', { metaData: { remoteEntry: { name: '' } } }],
    ['an entry name that is not text', { metaData: { remoteEntry: { name: 42 } } }],
  ])('finds no entry in %s', (_, json) => {
    expect(remoteFiles(json, MANIFEST_URL)).toBeNull();
  });
});

describe('preloadScripts', () => {
  it('asks the browser for each script once, however often it is called', () => {
    document.head.innerHTML = '';
    preloadScripts(['https://a.example.com/x.js', 'https://a.example.com/y.js']);
    preloadScripts(['https://a.example.com/x.js']);
    const links = Array.from(document.head.querySelectorAll('link'), (link) => [
      link.rel,
      link.getAttribute('as'),
      link.href,
    ]);
    expect(links).toEqual([
      ['preload', 'script', 'https://a.example.com/x.js'],
      ['preload', 'script', 'https://a.example.com/y.js'],
    ]);
  });

  it('takes a script the page preloads under its absolute address for the same one', () => {
    document.head.innerHTML = `<link rel="preload" as="script" href="${new URL('/minha-conta/messages-pt-BR.1.js', document.baseURI).href}">`;
    preloadScripts(['/minha-conta/messages-pt-BR.1.js']);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('asks for a remote’s script in CORS mode, as its script element will, and for the page’s own as it is', () => {
    document.head.innerHTML = '';
    const own = new URL('/minha-conta/messages-es.1.js', document.baseURI).href;
    preloadScripts(['https://mf-billing.example.com/remoteEntry.js', own]);
    const modes = Array.from(document.head.querySelectorAll('link'), (link) => link.crossOrigin);
    expect(modes).toEqual(['anonymous', null]);
  });
});
