// The lint guard of issue 24: the portal's flat config, run through ESLint's Node API on small
// sources, fails an unlabelled control and untranslated JSX text, and passes the kit's way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { portalEslintConfig } from './eslint.mjs';

// Babel turns this file into CommonJS for Jest, where `import.meta` does not exist.
const cwd = path.resolve(__dirname, '..');

/** What the portal config reports for `code` saved as `file` in a remote. */
async function lint(
  code,
  file = 'src/features/example/Example.tsx',
  options = { role: 'remote' },
  root = cwd,
) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: portalEslintConfig(options),
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map(({ ruleId, severity, line }) => ({ ruleId, severity, line }));
}

/** A component of a remote whose body returns `jsx` (from line 7 on). */
const component = (jsx) => `import { useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui';

export function Example({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    ${jsx}
  );
}
`;

const error = (ruleId, line) => ({ ruleId, severity: 2, line });

describe('the portal lint guard', () => {
  it('passes a kit field labelled with translated text', async () => {
    const code = component(`<form>
      <TextField label={t\`Nome\`} value={value} onChange={onChange} />
      <p>{t\`Olá\`}</p>
    </form>`);

    expect(await lint(code)).toEqual([]);
  });

  it('fails a bare <input> without a label', async () => {
    const code = component(`<form aria-label={t\`Nome\`}>
      <TextField label={t\`Nome\`} value={value} onChange={onChange} />
      <input value={value} onChange={(event) => onChange(event.target.value)} />
    </form>`);

    expect(await lint(code)).toEqual([error('portal/form-control-has-label', 9)]);
  });

  it('passes a native <input> wrapped in, or pointed at by, a <label>', async () => {
    const code = component(`<form>
      <TextField label={t\`Nome\`} value={value} onChange={onChange} />
      <label>
        {t\`Apelido\`}
        <input value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
      <label htmlFor="email">{t\`E-mail\`}</label>
      <input id="email" type="email" />
    </form>`);

    expect(await lint(code)).toEqual([]);
  });

  it('fails a kit field whose label is empty', async () => {
    const code = component(`<form aria-label={t\`Nome\`}>
      <TextField label="" value={value} onChange={onChange} />
    </form>`);

    expect(await lint(code)).toEqual([error('jsx-a11y/control-has-associated-label', 8)]);
  });

  it('fails untranslated JSX text and an untranslated text attribute', async () => {
    const code = component(`<section aria-label="Seus dados">
      <TextField label={t\`Nome\`} value={value} onChange={onChange} />
      <p>Olá</p>
    </section>`);

    expect(await lint(code)).toEqual([
      error('lingui/no-unlocalized-strings', 7),
      error('lingui/no-unlocalized-strings', 9),
    ]);
  });

  it('fails the rest of jsx-a11y’s recommended set as errors (an image without alt)', async () => {
    const code = component(`<figure aria-label={t\`Foto\`}>
      <TextField label={t\`Nome\`} value={value} onChange={onChange} />
      <img src={value} />
    </figure>`);

    expect(await lint(code)).toEqual([error('jsx-a11y/alt-text', 9)]);
  });

  it('leaves the fixture text of tests and stories alone', async () => {
    const code = component(`<form aria-label={t\`Nome\`}>
      <TextField label={t\`Nome\`} value={value} onChange={onChange} />
      <p>Olá</p>
    </form>`);

    expect(await lint(code, 'src/features/example/Example.tsx')).toEqual([
      error('lingui/no-unlocalized-strings', 9),
    ]);
    expect(await lint(code, 'src/features/example/Example.test.tsx')).toEqual([]);
    expect(await lint(code, 'src/features/example/Example.stories.tsx')).toEqual([]);
  });

  it('fails a `:has()` selector in a stylesheet, which Firefox 115 drops, and passes siblings', async () => {
    const stylesheet = (selector) => `import { style } from '@vanilla-extract/css';
import { input } from './Input.css';

export { input };
export const pill = style({
  selectors: {
    ${selector}: { outline: '3px solid' },
  },
});
`;
    const file = 'src/Example.css.ts';
    const kit = { role: 'package' };

    expect(await lint(stylesheet('[`&:has(${input}:focus-visible)`]'), file, kit)).toEqual([
      error('no-restricted-syntax', 7),
    ]);
    expect(await lint(stylesheet("'&:has(:checked)'"), file, kit)).toEqual([
      error('no-restricted-syntax', 7),
    ]);
    expect(await lint(stylesheet('[`${input}:focus-visible + &`]'), file, kit)).toEqual([]);
  });

  it('fails a stylesheet in a remote, and vanilla-extract imported anywhere in it (issue 44)', async () => {
    const stylesheet = `import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex' });
`;
    const file = 'src/features/example/Example.css.ts';
    // The file itself (line 1: the whole program) and its import of vanilla-extract.
    expect(await lint(stylesheet, file)).toEqual([
      error('no-restricted-syntax', 1),
      error('no-restricted-imports', 1),
    ]);
    // Empty or not: a remote has no stylesheet.
    expect(await lint('export {};\n', file)).toEqual([error('no-restricted-syntax', 1)]);
    // A module reaching for vanilla-extract's runtime (inline theme values) is refused as well.
    const runtime = `import { assignInlineVars } from '@vanilla-extract/dynamic';

export const inline = assignInlineVars({});
`;
    expect(await lint(runtime, 'src/features/example/inlineVars.ts')).toEqual([
      error('no-restricted-imports', 1),
    ]);
  });

  it('lets the kit write its stylesheets', async () => {
    const stylesheet = `import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'flex' });
`;
    expect(await lint(stylesheet, 'src/Toolbar/Toolbar.css.ts', { role: 'package' })).toEqual([]);
  });

  describe('a feature never imports another feature', () => {
    const importing = (source) => `import { offers } from '${source}';

export const first = offers[0];
`;
    const crossFeature = error('portal/no-cross-feature-import', 1);

    it('fails a relative import into another feature, and an aliased one', async () => {
      const file = 'src/features/start/StartPage.ts';

      expect(await lint(importing('../plans/offers'), file)).toEqual([crossFeature]);
      expect(await lint(importing('../../features/plans/offers'), file)).toEqual([crossFeature]);
      expect(await lint(importing('@/features/plans/offers'), file)).toEqual([crossFeature]);
      expect(await lint(importing('src/features/plans'), file)).toEqual([crossFeature]);
    });

    it('passes the feature’s own files, the remote’s shared folder and packages', async () => {
      const file = 'src/features/plans/components/PlanCard.ts';

      expect(await lint(importing('../offers'), file)).toEqual([]);
      expect(await lint(importing('../../../shared/offers'), file)).toEqual([]);
      expect(await lint(importing('@portal/domain'), file)).toEqual([]);
      // Outside a feature (the routes module) any feature may be imported.
      expect(await lint(importing('./features/plans/offers'), 'src/routes.ts')).toEqual([]);
    });
  });

  describe('inside a remote, imports run down its floors (remote ← shared ← features ← routes ← flows)', () => {
    const importing = (source) => `import { value } from '${source}';

export const first = value;
`;
    const backUp = error('portal/remote-layer-order', 1);

    it('fails an arrow back up', async () => {
      // The remote's own definition importing a shared module, shared code a feature or a story
      // helper, a feature the routes module, the routes a flow helper.
      expect(await lint(importing('./shared/queries'), 'src/remote.ts')).toEqual([backUp]);
      expect(await lint(importing('../features/plans/offers'), 'src/shared/offers.ts')).toEqual([
        backUp,
      ]);
      expect(await lint(importing('../testing/fixtures'), 'src/shared/plans.ts')).toEqual([backUp]);
      expect(await lint(importing('../../routes'), 'src/features/home/HomePage.tsx')).toEqual([
        backUp,
      ]);
      expect(await lint(importing('./flows/renderAccount'), 'src/routes.tsx')).toEqual([backUp]);
    });

    it('passes arrows running down, within a floor, and to packages', async () => {
      const page = 'src/features/home/HomePage.tsx';
      expect(await lint(importing('../../remote'), page)).toEqual([]);
      expect(await lint(importing('../../titles'), page)).toEqual([]);
      expect(await lint(importing('../../shared/browser'), page)).toEqual([]);
      expect(await lint(importing('./api/services'), page)).toEqual([]);
      expect(await lint(importing('@portal/ui'), page)).toEqual([]);
      expect(await lint(importing('../remote'), 'src/shared/browser.ts')).toEqual([]);
      expect(await lint(importing('../package.json'), 'src/remote.ts')).toEqual([]);
      expect(await lint(importing('./features/home/HomePage'), 'src/routes.tsx')).toEqual([]);
      // Flows and stories sit on top: they may import anything of the remote.
      expect(await lint(importing('../routes'), 'src/flows/renderAccount.ts')).toEqual([]);
      expect(
        await lint(importing('../../testing/accountStory'), 'src/features/home/Home.stories.ts'),
      ).toEqual([]);
      expect(await lint(importing('./HomePage'), 'src/features/home/HomePage.test.ts')).toEqual([]);
    });
  });

  it('fails two modules that import each other', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cycle-'));
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(
      path.join(root, 'src/total.ts'),
      "import { price } from './price';\n\nexport const total = () => price() * 2;\n",
    );
    const price = (source) => `import { total } from '${source}';

export const price = () => 1;
export const double = () => total();
`;
    try {
      fs.writeFileSync(path.join(root, 'src/price.ts'), price('./total'));
      expect(await lint(price('./total'), 'src/price.ts', undefined, root)).toEqual([
        error('import-x/no-cycle', 1),
      ]);
      fs.writeFileSync(path.join(root, 'src/other.ts'), 'export const total = () => 2;\n');
      expect(await lint(price('./other'), 'src/price.ts', undefined, root)).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
