// Kit tests render components alone, without the shell: the shared Lingui instance speaks
// Portuguese from the kit's compiled catalog, as on the portal's first page.
import { i18n } from '@lingui/core';
import { messages } from './locales/pt-BR/messages';

i18n.load('pt-BR', messages);
i18n.activate('pt-BR');
