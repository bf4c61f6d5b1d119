// The shell's part of a prerendered page (adr-004), run by the shell's server: the frame for a
// visitor who has not signed in, in a locale, around the remote's prerendered page.
import { parseRuntimeConfig, setRuntimeConfig } from '@portal/config';
import { LOCALES, type Locale } from '@portal/contracts';
import { renderAt } from '@portal/standalone/prerender';
import { FrameProvider } from '../frame/FrameContext';
import { ShellFrame } from '../frame/Layout';
import { loadShellMessages } from '../locales/loadMessages';
import './prerender.css';

/** Where the remote's page goes in the frame's HTML. */
export const PAGE_SLOT = '<!--portal-page-->';
const SLOT_TEXT = 'portal-page-slot-7f3a';

export { LOCALES as locales };
export { prerenderVariant } from '@portal/config';
/** The shell's own pages: the server names no remote's files for them, whatever patterns match. */
export { SHELL_PAGES as ownPages } from '../routing/shellPages';

/** The frame's HTML, with `PAGE_SLOT` where the page goes. */
export async function renderFrame(rawConfig: unknown, locale: Locale, path: string) {
  setRuntimeConfig(parseRuntimeConfig(rawConfig));
  const html = await renderAt(
    <FrameProvider>
      <ShellFrame>{SLOT_TEXT}</ShellFrame>
    </FrameProvider>,
    { path, locale, catalogs: { shell: loadShellMessages } },
  );
  if (!html.includes(SLOT_TEXT)) throw new Error('the frame lost its page slot');
  return html.replace(SLOT_TEXT, PAGE_SLOT);
}
