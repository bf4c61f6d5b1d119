import { activateLocale, i18n } from '@portal/i18n';
import { errorMessage } from '../messages';
import { ApiError } from './errors';
import { preloadApi } from './lazyApi';

describe('the API client, loaded on demand', () => {
  it('brings the texts of spec §8 in the page’s language with it', async () => {
    await activateLocale('es');
    const offline = errorMessage(new ApiError({ kind: 'network' }));
    // Nothing has registered the API's catalog yet: the Spanish text is not there.
    expect(i18n._(offline)).not.toMatch(/conexión/);
    preloadApi();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n._(offline)).toMatch(/Sin conexión con el servidor/);
  });
});
