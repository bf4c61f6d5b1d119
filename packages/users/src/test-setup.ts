// Tests render this package's components alone: the shared Lingui instance speaks Portuguese
// from this package's compiled catalog and the kit's, as a remote's page does.
import { i18n } from '@lingui/core';
import { loadUiMessages } from '@portal/ui/messages';
import { loadUsersMessages } from './messages-loader';

beforeAll(async () => {
  i18n.load('pt-BR', { ...(await loadUiMessages('pt-BR')), ...(await loadUsersMessages('pt-BR')) });
  i18n.activate('pt-BR');
});
