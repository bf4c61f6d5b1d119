import { useState } from 'react';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import {
  LINK_CHANNELS,
  LINK_DEFAULTS,
  signupLinkPath,
  TIERS,
  toggleLinkChannel,
  withSignupPlans,
  type LinkChannel,
  type Tier,
} from '@portal/domain';
import { useHref } from '@portal/router';
import { CHANNEL_LABELS, dropdown } from '@portal/rules';
import { useRuleForm } from '@portal/rules/form';
import {
  Button,
  Checkbox,
  FieldGroup,
  LoadFailure,
  Panel,
  RadioGroup,
  Select,
  Stack,
  Switch,
} from '@portal/ui';
import { useMotherCodes } from '../../../shared/api/motherCodes';
import { CODE_UNCHECKED, useNetworkLink, useVerifyMotherCode } from '../api/verifyMotherCode';
import { SignupLinkResult } from './SignupLinkResult';

const TIER_VALUES = Object.keys(TIERS) as Tier[];

// Spec §5: a network needs its mother company's code; without a network the code is not used.
const plan = v.picklist(TIER_VALUES, 'dropdown');
const linkSchema = v.variant('network', [
  v.object({ tier: plan, network: v.literal(false), motherCode: v.string() }),
  v.object({ tier: plan, network: v.literal(true), motherCode: dropdown }),
]);

type LinkFields = { tier: string; network: boolean; motherCode: string };

const START: LinkFields = { tier: LINK_DEFAULTS.tier, network: false, motherCode: '' };

/** The absolute address of a path of this portal: the page's origin and the router's base path. */
function usePortalUrl() {
  const base = useHref('/').replace(/\/$/, '');
  return (path: string) => new URL(`${base}${path}`, window.location.origin).href;
}

/**
 * Spec §2.8 and §9: a plan (Advanced at first), its channels (the web channel at first; 'no
 * channel' excludes the others), and optionally an integrity network by its mother-company code,
 * checked with the management service. The sign-up link follows every choice at once; it opens
 * mf-auth's registration (`/login/cadastro/<sp>/<empresaMae>`) with these plans and network: the
 * management service's link for a network when it gives one, else built on this portal's address.
 */
export function SignupLinkGenerator() {
  const { t, i18n } = useLingui();
  const portalUrl = usePortalUrl();
  const motherCodes = useMotherCodes();
  const form = useRuleForm(linkSchema, START, {
    asyncRules: { motherCode: useVerifyMotherCode<LinkFields>() },
  });
  // The boxes act together (choosing 'no channel' clears the others and back), so they are one
  // list, kept in LINK_CHANNELS order by the domain's toggle.
  const [channels, setChannels] = useState<readonly LinkChannel[]>(LINK_DEFAULTS.channels);

  const channelLabels: Readonly<Record<LinkChannel, string>> = {
    os: t`Sem canal de denúncias`,
    sw: i18n._(CHANNEL_LABELS.w),
    sl: i18n._(CHANNEL_LABELS.wl),
    sl0800: i18n._(CHANNEL_LABELS.wl0800),
  };

  const { tier, network, motherCode } = form.values;
  const chosenTier = TIER_VALUES.find((value) => value === tier) ?? LINK_DEFAULTS.tier;
  const codeError = form.errorOf('motherCode');
  const unchecked = codeError === i18n._(CODE_UNCHECKED);

  // What the link waits for, in the order the user would fix it.
  let reason: string | undefined;
  if (channels.length === 0) reason = t`Escolha pelo menos um canal para gerar o link.`;
  else if (network && motherCode === '')
    reason = t`Escolha o código da empresa mãe para gerar o link.`;
  else if (network && unchecked) reason = t`O link aparece quando o código for verificado.`;
  else if (network && codeError) reason = t`Escolha um código válido para gerar o link.`;
  else if (network && !form.valid) reason = t`Verificando o código da empresa mãe…`;
  const path =
    reason === undefined ? signupLinkPath(chosenTier, channels, network ? motherCode : null) : null;
  const serverLink = useNetworkLink(path && network ? motherCode.trim() : null);
  // The link shown: the management service's own link for the network wherever it answers one
  // (spec §7, `payload.link`, with the plans chosen here in it); the link built on this portal's
  // address otherwise (no network, or the service keeps no link for the code).
  const link =
    (serverLink === undefined ? null : withSignupPlans(serverLink, chosenTier, channels)) ??
    (path ? portalUrl(path) : null);

  const codeOptions = (motherCodes.data ?? []).map((entry) => ({
    value: entry.code,
    label: `${entry.code} — ${entry.company.name}`,
  }));

  return (
    <Stack gap="large">
      <Panel title={t`Plano e canais`}>
        <Stack gap="large">
          <RadioGroup
            label={t`Plano`}
            options={TIER_VALUES.map((value) => ({ value, label: TIERS[value].name }))}
            required
            {...form.choice('tier')}
          />
          <FieldGroup legend={t`Canais de denúncias`}>
            {LINK_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                name={`channel-${channel}`}
                label={channelLabels[channel]}
                description={
                  channel === 'os'
                    ? t`Só o plano: desmarca os canais, e escolher um canal desmarca esta opção.`
                    : undefined
                }
                checked={channels.includes(channel)}
                onChange={() => setChannels((chosen) => toggleLinkChannel(chosen, channel))}
              />
            ))}
          </FieldGroup>
          <Switch
            label={t`Rede de integridade`}
            description={t`A empresa que se cadastrar entra na rede de uma empresa mãe.`}
            {...form.checkbox('network')}
          />
          {network ? (
            motherCodes.isError ? (
              <LoadFailure
                title={t`Não foi possível carregar os códigos das empresas mãe`}
                query={motherCodes}
              />
            ) : (
              <Stack gap="small">
                <Select
                  label={t`Código da empresa mãe`}
                  placeholder={
                    motherCodes.isPending ? t`Carregando os códigos…` : t`Selecione o código`
                  }
                  options={codeOptions}
                  disabled={motherCodes.isPending}
                  required
                  {...form.choice('motherCode')}
                />
                {unchecked ? (
                  <div>
                    <Button tone="secondary" onClick={form.recheck}>
                      {t`Verificar o código de novo`}
                    </Button>
                  </div>
                ) : null}
              </Stack>
            )
          ) : null}
        </Stack>
      </Panel>
      <SignupLinkResult link={link} reason={reason} />
    </Stack>
  );
}
