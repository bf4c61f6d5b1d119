// The nginx configuration's preconditions (issue 45): what it needs is named when it is missing.
// What nginx does with the configuration is checked against a real one by the edge's tests
// (packages/testing/e2e/edge-headers.e2e.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { findNginx, nginxConfig } from './edge.mjs';

// Babel turns this file into CommonJS for Jest, where `import.meta` does not exist.
const root = path.resolve(__dirname, '..', '..', '..');
const testConfig = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'shell', 'config', 'test.json'), 'utf8'));

describe('findNginx', () => {
  it('names the Debian packages to install when nginx is not there', () => {
    expect(() => findNginx(['/nowhere/nginx'])).toThrow(
      'nginx not found: apt-get install -y nginx-light libnginx-mod-http-brotli-static',
    );
  });
});

describe('nginxConfig', () => {
  const options = { prefix: '/tmp/portal-nginx', root, brotliModule: '/modules/brotli.so' };

  it('refuses a runtime config that names no shell origins (the remotes’ CORS)', () => {
    const { shellOrigins: _origins, ...config } = testConfig();
    expect(() => nginxConfig({ ...options, config })).toThrow('names no shellOrigins');
  });

  it('allows exactly the config’s shell origins, and writes one host per remote at its address', () => {
    const config = { ...testConfig(), shellOrigins: ['http://a.example', 'https://b.example'] };
    const text = nginxConfig({ ...options, config });
    const cors = /map \$http_origin \$portal_cors_origin \{([^}]*)\}/.exec(text)[1];
    expect(cors.match(/"[^"]+" \$http_origin;/g)).toEqual([
      '"http://a.example" $http_origin;',
      '"https://b.example" $http_origin;',
    ]);
    for (const remote of config.remotes) {
      const port = new URL(remote.manifest).port;
      expect(text).toContain(`listen 127.0.0.1:${port};`);
      expect(text).toContain(
        `root "${path.join(root, remote.name.replace('_', '-'), 'releases')}";`,
      );
    }
    expect(text).not.toContain('proxy_cache');
  });

  it('serves an https address (a CDN in front, which ends TLS) over plain HTTP on port 80', () => {
    const config = JSON.parse(
      fs.readFileSync(path.join(root, 'shell', 'config', 'production.json'), 'utf8'),
    );
    const text = nginxConfig({
      ...options,
      config: { ...config, shellOrigins: ['https://minhaconta.example'] },
    });
    expect(text).toContain('listen 80;\n    server_name mf-auth.minhaconta.com.br;');
    expect(text).not.toContain('listen 443');
  });
});
