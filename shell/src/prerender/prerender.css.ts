import { globalStyle } from '@vanilla-extract/css';
import { LOCALES } from '@portal/contracts';

// A prerendered page holds the page once per language inside #prerender, before #root. The
// gate sets <html lang> before the first paint and the `prerendered` class once the page is
// parsed (see gate.ts): until then nothing of the prerender shows, so no paint shows it half.
globalStyle('html:not(.prerendered) #prerender', { display: 'none' });
globalStyle('.prerendered #prerender ~ #root', { display: 'none' });
for (const locale of LOCALES) {
  globalStyle(`html[lang="${locale}"] #prerender > :not([lang="${locale}"])`, { display: 'none' });
}
