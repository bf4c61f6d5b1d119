// The pages a visit that goes well never shows (not found, access denied, an unexpected error):
// their code and their texts come together, when one is shown. Should either not come, the
// page's loading fails as a whole and the shell's error boundary takes over (ShellErrorBoundary).
import { registerCatalog } from '@portal/i18n';
import { loadErrorPageMessages } from './locales/loadMessages';

export async function withTheirTexts<Page>(code: Promise<Page>): Promise<Page> {
  const [page] = await Promise.all([
    code,
    registerCatalog('shell-error-pages', loadErrorPageMessages),
  ]);
  return page;
}
