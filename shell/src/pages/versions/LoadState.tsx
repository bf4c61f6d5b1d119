import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@portal/ui';
import type { RemoteLoadState } from '../../remotes/loading/liveVersions';
import { orUnknown } from './Unknown';

type FailurePhase = Extract<RemoteLoadState, { kind: 'failed' }>['phase'];

const PHASES: Readonly<Record<FailurePhase, MessageDescriptor>> = {
  network: msg`arquivos indisponíveis`,
  timeout: msg`tempo esgotado`,
  contract: msg`contrato quebrado`,
  render: msg`erro ao exibir a página`,
};

/** A remote's state in words: not loaded, loading, loaded, or failed with how and why. */
export function LoadState({ state }: { readonly state: RemoteLoadState }) {
  const { t, i18n } = useLingui();
  switch (state.kind) {
    case 'not-loaded':
      return t`ainda não carregado`;
    case 'loading':
      return t`carregando`;
    case 'loaded':
      return t`carregado`;
    case 'failed': {
      const phase = i18n._(PHASES[state.phase]);
      return (
        <Stack gap="xxsmall">
          <span>{t`falhou: ${phase}`}</span>
          <span>{orUnknown(state.message)}</span>
        </Stack>
      );
    }
  }
}
