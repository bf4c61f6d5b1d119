import { useLingui } from '@lingui/react/macro';
import type { Company } from '@portal/api';
import { maskCnpj } from '@portal/rules';
import { DescriptionList, ImageUpload, Panel } from '@portal/ui';
import type { ImageChangeState } from '../useImageChange';
import { useRejectImage } from './useRejectImage';

/** "Dados da empresa": name and CNPJ, read-only, and the company's logo to change or remove. */
export function CompanySection({
  company,
  logo,
  logoChange,
  disabled,
}: {
  readonly company: Company;
  /** The saved logo's address, or null for none. */
  readonly logo: string | null;
  readonly logoChange: ImageChangeState;
  readonly disabled: boolean;
}) {
  const { t } = useLingui();
  const reject = useRejectImage();
  return (
    <Panel title={t`Dados da empresa`}>
      <DescriptionList
        items={[
          { term: t`Razão social`, details: company.name },
          { term: t`CNPJ`, details: maskCnpj(company.cnpj) },
        ]}
      />
      <ImageUpload
        key={`logo-${logoChange.key}`}
        label={t`Logo da empresa`}
        shape="square"
        src={logo ?? undefined}
        description={t`JPG, JPEG, PNG ou WEBP, até 1 MB.`}
        onChange={logoChange.select}
        onReject={reject}
        disabled={disabled}
      />
    </Panel>
  );
}
