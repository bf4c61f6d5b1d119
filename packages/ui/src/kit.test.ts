// The kit is components only (issue 53): it knows no route and no domain. A page keeps its page
// in the address itself (`PagedTable` takes `page`), a billing status is drawn by
// `@portal/billing`, a company user's fields and questions by `@portal/users`.
import fs from 'node:fs';
import path from 'node:path';
import { BILLING_STATUSES, displayStatus, USER_ROLES } from '@portal/domain';

const root = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.includes('locales'))
    .map((file) => path.join(dir, file));
}

const files = sources(__dirname);
const relative = (file: string) => path.relative(root, file);
/** What a remote bundles: neither the tests, the stories nor the stylesheets. */
const shipped = files.filter((file) => !/\.(test|stories|css)\.tsx?$/.test(file));

/** The domain's words a component of the kit has no business with. */
const DOMAIN_NAMES = [
  'BillingStatus',
  'BILLING_STATUSES',
  'DisplayStatus',
  'displayStatus',
  'chargeDisplayStatus',
  'UserRole',
  'USER_ROLES',
  'ROLE_LABELS',
  'ROLE_DESCRIPTIONS',
  'roleOptions',
];
const DOMAIN_VALUES = [
  ...new Set([...BILLING_STATUSES, ...BILLING_STATUSES.map(displayStatus), ...USER_ROLES]),
];

describe('the kit', () => {
  it('imports no router: a page gives a component its route state', () => {
    const routed = files.filter((file) =>
      /from ['"](@portal\/router|react-router(-dom)?)(\/[^'"]*)?['"]/.test(
        fs.readFileSync(file, 'utf8'),
      ),
    );
    expect(routed.map(relative)).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).not.toContain('@portal/router');
  });

  it('names no billing status and no user role', () => {
    const words = new RegExp(`\\b(${DOMAIN_NAMES.join('|')})\\b`);
    const values = new RegExp(`['"\`](${DOMAIN_VALUES.join('|')})['"\`]`);
    const naming = shipped.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          words.test(line) || values.test(line) ? [`${relative(file)}:${index + 1}: ${line}`] : [],
        ),
    );
    expect(naming).toEqual([]);
  });
});
