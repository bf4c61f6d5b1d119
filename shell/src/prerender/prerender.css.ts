import { globalStyle } from '@vanilla-extract/css';
import { LOCALES } from '@portal/contracts';

// A prerendered page holds the page once per language inside #prerender, before #root. The
// gate sets <html lang> and the `prerendered` class before the first paint (see gate.ts).
globalStyle('html:not(.prerendered) #prerender', { display: 'none' });
globalStyle('.prerendered #prerender ~ #root', { display: 'none' });
for (const locale of LOCALES) {
  globalStyle(`html[lang="${locale}"] #prerender > :not([lang="${locale}"])`, { display: 'none' });
}
