// The portal on a real web server (issue 45): an nginx configuration, generated from the
// runtime config, that serves every remote's published folder as the README's "On a static
// host with a CDN in front" says, and optionally a caching reverse proxy (an edge) in front of
// the shell's origin instances; and nginx itself run as a child process with its own prefix.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, LONG_CACHE, NO_CACHE, TYPES } from './serve.mjs';
import { CURRENT_LINK, RELEASES_PATH } from './release.mjs';

/** The header the edge says whether it answered from its cache with (HIT, MISS, EXPIRED…). */
export const CACHE_STATUS_HEADER = 'X-Cache-Status';
/** Debian's nginx, and the package that gives it `brotli_static`. */
const NGINX_PACKAGES = 'nginx-light libnginx-mod-http-brotli-static';
const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

/**
 * Where nginx is and where its modules are, or a clear error naming what to install (the
 * edge's tests fail with it rather than skip).
 */
export function findNginx(
  candidates = process.env.NGINX_PATH ? [process.env.NGINX_PATH] : ['nginx', '/usr/sbin/nginx'],
) {
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-V'], { encoding: 'utf8' });
    if (probe.error) continue;
    const modules = /--modules-path=(\S+)/.exec(probe.stderr)?.[1] ?? '/usr/lib/nginx/modules';
    const brotli = path.join(modules, BROTLI_STATIC_MODULE);
    if (!/http_gzip_static_module/.test(probe.stderr)) {
      throw new Error(`${candidate} has no gzip_static: apt-get install -y ${NGINX_PACKAGES}`);
    }
    if (!fs.existsSync(brotli)) {
      throw new Error(
        `nginx has no brotli_static (${brotli}): apt-get install -y ${NGINX_PACKAGES}`,
      );
    }
    return { binary: candidate, brotliModule: brotli };
  }
  throw new Error(`nginx not found: apt-get install -y ${NGINX_PACKAGES} (or set NGINX_PATH)`);
}

/** A remote's app folder from its federation name: mf_billing → mf-billing. */
export const remoteDir = (name) => name.replaceAll('_', '-');

/**
 * `listen` lines for an address's host and port. An https address is the CDN's, which ends TLS
 * and asks this host over plain HTTP: on port 80 unless the address names a port.
 */
function listenLines(address) {
  const url = new URL(address);
  const port = url.port || 80;
  if (url.hostname !== 'localhost') return [`listen ${port};`, `server_name ${url.hostname};`];
  const hasIpv6Loopback = Object.values(os.networkInterfaces())
    .flat()
    .some((entry) => entry?.address === '::1');
  return [`listen 127.0.0.1:${port};`, ...(hasIpv6Loopback ? [`listen [::1]:${port};`] : [])];
}

const quoted = (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const header = (name, value) => `add_header ${name} ${quoted(value)} always;`;
const indent = (lines, by = '  ') => lines.map((line) => (line ? `${by}${line}` : line));

/**
 * One location of a remote's host: its cache policy, the headers every answer carries (the
 * Node servers' own: nosniff, referrer policy; CORS for the shell's origins), the CSP on pages.
 */
function fileLocation(match, cacheControl, { csp, cors }) {
  return [
    `location ${match} {`,
    ...indent([
      header('Cache-Control', cacheControl),
      header('X-Content-Type-Options', 'nosniff'),
      header('Referrer-Policy', 'strict-origin-when-cross-origin'),
      ...(csp ? [header('Content-Security-Policy', csp)] : []),
      `add_header Access-Control-Allow-Origin ${cors} always;`,
      header('Access-Control-Allow-Methods', 'GET, HEAD'),
      header('Vary', 'Origin'),
      // Hashed files never change under their name: no validator needed.
      ...(cacheControl === LONG_CACHE ? ['etag off;'] : []),
      'if ($request_method = OPTIONS) { return 204; }',
    ]),
    '}',
  ];
}

/**
 * The one template of a remote's static host: its published folder (`portal publish`), the
 * current release (the `current` link) at the root, each kept one under `/releases/<release>/`.
 * Hashed files a year and `immutable`; the rest (entries, manifests, page indexes) `no-cache`
 * with an ETag; the build's `.br`/`.gz` copies by `Accept-Encoding`, with `Vary`.
 */
export function remoteHostBlock({ name, address, releasesDir, csp, cors = '$portal_cors_origin' }) {
  const root = path.resolve(releasesDir);
  const hashed = String.raw`"\.[0-9a-f]{8}\.(js|css)$"`;
  const hashedPage = String.raw`"\.[0-9a-f]{8}\.html$"`;
  return [
    `# ${name}: ${address}`,
    'server {',
    ...indent([
      ...listenLines(address),
      `root ${quoted(root)};`,
      // A file a host lacks is a 404 (the shell's server asks for on-demand renders, which only
      // a remote's Node server makes), not an error to log.
      'log_not_found off;',
      // A release folder being copied in is not served; nor is a release's Node build.
      String.raw`location ~ "^/[^/]+\.partial/" { return 404; }`,
      // /releases/<release>/<file> → <release>/dist/<file>; the rest → current/dist/<file>.
      String.raw`rewrite "^/${RELEASES_PATH}/([\w.+-]+)/(.*)$" /$1/dist/$2 break;`,
      `rewrite ^/(.*)$ /${CURRENT_LINK}/dist/$1 break;`,
      ...fileLocation(`~ ${hashed}`, LONG_CACHE, { cors }),
      ...fileLocation(`~ ${hashedPage}`, LONG_CACHE, { cors, csp }),
      ...fileLocation('~ "^/[^/]+/dist/assets/"', LONG_CACHE, { cors }),
      ...fileLocation(String.raw`~ "\.html$"`, NO_CACHE, { cors, csp }),
      ...fileLocation('/', NO_CACHE, { cors }),
    ]),
    '}',
  ];
}

/**
 * The edge: a caching reverse proxy in front of the shell's origin instances (round robin; an
 * instance that fails is skipped and the request retried on the next). It keeps what the
 * origin allows a shared cache to keep (`s-maxage`), per `Vary`, revalidates with the origin's
 * validators once stale, and never keeps (nor answers from its cache) a request with a query
 * (a recovery link's token) or with credentials (a signed-in request).
 */
export function edgeBlock({ address, origins, cacheDir }) {
  return [
    `proxy_cache_path ${quoted(cacheDir)} levels=1:2 keys_zone=portal_edge:10m max_size=256m inactive=10m use_temp_path=off;`,
    // What a request asks the origin in: the few encodings there are, not every browser's list.
    'map $http_accept_encoding $portal_encoding {',
    ...indent(['default "";', '~*\\bbr\\b "br, gzip";', '~*\\bgzip\\b "gzip";']),
    '}',
    'map "$args$http_authorization$http_cookie" $portal_private {',
    ...indent(['default 1;', '"" 0;']),
    '}',
    'upstream portal_shell {',
    ...indent([
      ...origins.map((origin) => `server ${origin} max_fails=1 fail_timeout=2s;`),
      'keepalive 32;',
    ]),
    '}',
    `# the shell's origin: ${address}`,
    'server {',
    ...indent([
      ...listenLines(address),
      'location / {',
      ...indent([
        'proxy_pass http://portal_shell;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        'proxy_set_header Host $http_host;',
        'proxy_set_header Accept-Encoding $portal_encoding;',
        // An instance down (refused, reset, timed out) costs a retry on the other, not an error.
        'proxy_next_upstream error timeout http_502 http_503 http_504;',
        `proxy_next_upstream_tries ${origins.length};`,
        'proxy_connect_timeout 1s;',
        'proxy_cache portal_edge;',
        'proxy_cache_key $scheme$http_host$request_uri$portal_encoding;',
        'proxy_cache_revalidate on;',
        'proxy_cache_lock on;',
        'proxy_cache_lock_timeout 5s;',
        'proxy_cache_use_stale error timeout http_502 http_503 http_504;',
        'proxy_cache_bypass $portal_private;',
        'proxy_no_cache $portal_private;',
        `add_header ${CACHE_STATUS_HEADER} $upstream_cache_status always;`,
      ]),
      '}',
    ]),
    '}',
  ];
}

/**
 * A whole nginx configuration, run in the foreground from `prefix` (its pid, temp files and
 * cache there): a static host for each remote of `config` (its published folder:
 * `publishedDir(name)`, by default `<root>/<mf-name>/releases`), CORS for `config.shellOrigins`,
 * and, when `edge` is given (`{ address, origins: ['127.0.0.1:8086', …] }`), the edge.
 */
export function nginxConfig({
  config,
  prefix,
  root = process.cwd(),
  publishedDir = (name) => path.join(root, remoteDir(name), RELEASES_PATH),
  edge,
  brotliModule = findNginx().brotliModule,
}) {
  const shellOrigins = config.shellOrigins ?? [];
  if (shellOrigins.length === 0) {
    throw new Error(
      'the runtime config names no shellOrigins: the origins the remotes allow (CORS) are its',
    );
  }
  const temp = (name) => quoted(path.join(prefix, name));
  const csp = contentSecurityPolicy(config);
  const types = Object.entries(TYPES).map(
    ([ext, type]) => `${type.split(';')[0]} ${ext.slice(1)};`,
  );
  const asRoot = process.getuid?.() === 0;
  const lines = [
    '# Generated by `portal nginx-config` from the runtime config: do not edit.',
    `load_module ${quoted(brotliModule)};`,
    // Root starts the workers as root too: they read the build where the person left it.
    ...(asRoot ? ['user root;'] : []),
    'daemon off;',
    'master_process on;',
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 2048; }',
    'http {',
    ...indent([
      'access_log off;',
      'server_tokens off;',
      'sendfile on;',
      'tcp_nodelay on;',
      'keepalive_timeout 10s;',
      `client_body_temp_path ${temp('client-body')};`,
      `proxy_temp_path ${temp('proxy')};`,
      `fastcgi_temp_path ${temp('fastcgi')};`,
      `uwsgi_temp_path ${temp('uwsgi')};`,
      `scgi_temp_path ${temp('scgi')};`,
      `types { ${types.join(' ')} }`,
      'default_type application/octet-stream;',
      'charset utf-8;',
      'charset_types text/css text/javascript application/json application/manifest+json text/plain image/svg+xml;',
      // The build's copies (compress.mjs), as they are, by Accept-Encoding; never compressed here.
      'gzip off;',
      'gzip_static on;',
      'brotli_static on;',
      'gzip_vary on;',
      'map $http_origin $portal_cors_origin {',
      ...indent([
        'default "";',
        ...shellOrigins.map((origin) => `${quoted(origin)} $http_origin;`),
      ]),
      '}',
      ...config.remotes.flatMap((remote) =>
        remoteHostBlock({
          name: remote.name,
          address: remote.manifest,
          releasesDir: publishedDir(remote.name),
          csp,
        }),
      ),
      ...(edge ? edgeBlock({ ...edge, cacheDir: path.join(prefix, 'cache') }) : []),
    ]),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** Resolves once something accepts connections on `port` (127.0.0.1), or rejects after `ms`. */
export async function portOpen(port, ms = 10_000) {
  const giveUpAt = Date.now() + ms;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > giveUpAt) throw new Error(`nothing answers on port ${port} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx in the foreground as a child of this process with `configText`, in `prefix`
 * (created), once `ports` accept connections. `stop()` ends it (and its workers).
 */
export async function startNginx({ configText, prefix, ports = [], nginx = findNginx() }) {
  fs.mkdirSync(prefix, { recursive: true });
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, configText);
  const check = spawnSync(nginx.binary, ['-t', '-q', '-p', prefix, '-c', file], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused ${file}:\n${check.stderr}`);
  const child = spawn(nginx.binary, ['-p', prefix, '-c', file], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const failed = exited.then((code) => {
    throw new Error(`nginx exited (${code}) before it was ready:\n${errors}`);
  });
  await Promise.race([Promise.all(ports.map((port) => portOpen(port))), failed]);
  failed.catch(() => {});
  return {
    child,
    file,
    /** Asks nginx to read its configuration again (SIGHUP): a rollback by config. */
    reload: () => child.kill('SIGHUP'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
