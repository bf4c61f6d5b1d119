import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cnpjCharacters } from '@portal/domain';
import { cnpjMask, maskCnpj } from '@portal/rules';
import { Box, Button, Inline, TextField } from '@portal/ui';

/** How long typing must pause before the list is searched again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CompanySearchProps {
  /** The name and CNPJ the list shows now (from the address). */
  readonly name: string;
  readonly cnpj: string;
  /** Searches again: the name trimmed, the CNPJ without its mask. */
  readonly onSearch: (search: { name: string; cnpj: string }) => void;
}

/**
 * Search by name and by CNPJ (spec §2.8). Typing searches once it pauses; Enter searches at
 * once. When the address changes under it (back, forward, a shared link) the fields show what
 * the list now shows.
 */
export function CompanySearch({ name, cnpj, onSearch }: CompanySearchProps) {
  const { t } = useLingui();
  const [typedName, setTypedName] = useState(name);
  const [typedCnpj, setTypedCnpj] = useState(() => maskCnpj(cnpj));
  const [shown, setShown] = useState({ name, cnpj });
  if (shown.name !== name || shown.cnpj !== cnpj) {
    // The list changed: the fields follow unless they already say the same (a trailing space
    // being typed is kept).
    setShown({ name, cnpj });
    if (typedName.trim() !== name) setTypedName(name);
    if (cnpjCharacters(typedCnpj) !== cnpj) setTypedCnpj(maskCnpj(cnpj));
  }

  const wanted = { name: typedName.trim(), cnpj: cnpjCharacters(typedCnpj) };
  const pending = wanted.name !== name || wanted.cnpj !== cnpj;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => onSearch(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `wanted` is rebuilt each render from the two fields, which are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending, wanted.name, wanted.cnpj, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // After the submit event: a navigation (a transition) started inside it would make React
    // take the form for a pending form action.
    if (pending) queueMicrotask(() => onSearch(wanted));
  };

  return (
    // Side by side when there is room, stacked on a phone.
    <form role="search" aria-label={t`Buscar empresas`} onSubmit={submit}>
      <Inline gap="medium" align="end">
        <Box grow>
          <TextField
            label={t`Nome da empresa`}
            value={typedName}
            onChange={setTypedName}
            autoComplete="off"
          />
        </Box>
        <Box grow>
          <TextField
            label={t`CNPJ`}
            mask={cnpjMask}
            value={typedCnpj}
            onChange={setTypedCnpj}
            autoComplete="off"
          />
        </Box>
        <Button type="submit" tone="secondary">
          {t`Buscar`}
        </Button>
      </Inline>
    </form>
  );
}
