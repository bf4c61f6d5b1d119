import { useLingui } from '@lingui/react/macro';
import { type AdminCompany } from '@portal/api';
import { LoadFailure, Panel, Skeleton, SkeletonGroup } from '@portal/ui';
import { useMotherCodes } from '../../../shared/api/motherCodes';
import { MotherCompanyForm } from './MotherCompanyForm';

/** The integrity networks the company is in, and adding it to one (spec §2.8). */
export function MotherCompanySection({ company }: { readonly company: AdminCompany }) {
  const { t } = useLingui();
  const codes = useMotherCodes();
  const networks = company.motherCompanies.map((mother) => mother.name).join(', ');
  return (
    <Panel
      title={t`Rede de integridade`}
      level={3}
      description={
        networks
          ? t`Faz parte de: ${networks}.`
          : t`Esta empresa ainda não faz parte de nenhuma rede.`
      }
    >
      {codes.isPending ? (
        <SkeletonGroup label={t`Carregando redes…`}>
          <Skeleton shape="rect" height="small" width="full" />
        </SkeletonGroup>
      ) : codes.isError ? (
        <LoadFailure title={t`Não foi possível carregar as redes`} query={codes} />
      ) : (
        <MotherCompanyForm
          company={company}
          // A mother company is not offered to itself.
          codes={codes.data.filter((entry) => entry.company._id !== company.id)}
        />
      )}
    </Panel>
  );
}
