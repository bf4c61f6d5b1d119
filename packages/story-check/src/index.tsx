// Every story of a workspace, found on disk (so new stories join by themselves), rendered as
// Storybook renders it (the shared preview: theme, locale, decorators, loaders, play function)
// and scanned with axe: no serious or critical violation is allowed. A workspace's
// `src/stories.test.tsx` calls `describeStories(__dirname)`.
import fs from 'node:fs';
import path from 'node:path';
import {
  composeStories,
  type composeStory,
  setProjectAnnotations,
} from '@storybook/react-webpack5';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const previewPath = path.resolve(__dirname, '..', '..', '..', '.storybook', 'preview.tsx');
// eslint-disable-next-line @typescript-eslint/no-require-imports
setProjectAnnotations(require(previewPath).default);

function storyFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    // jsdom has no canvas or layout, so contrast cannot be measured here; Storybook's
    // accessibility panel checks it in a real browser.
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

export function describeStories(dir: string): void {
  const files = storyFiles(dir);

  it('finds the workspace’s stories', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files.map((file) => [path.relative(dir, file), file]))('%s', (_name, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const stories = composeStories(require(file) as StoriesModule);

    beforeEach(() => {
      // jsdom has no canvas: axe then measures text without it instead of logging errors.
      jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    });
    afterEach(cleanup);

    it.each(Object.entries(stories) as [string, ComposedStory][])(
      '%s renders, plays and has no serious a11y violation',
      async (_story, Story) => {
        await Story.load();
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(await seriousViolations()).toEqual([]);
      },
    );
  });
}
