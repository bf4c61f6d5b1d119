import { useIsMutating } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Button, Dialog, Stack } from '@portal/ui';
import { useAdminCompany } from '../api/company';
import { useCompanyKey } from '../api/keys';
import type { CompanyDialogProps } from './companyDialog';
import { CompanyDataForm } from './CompanyDataForm';
import { MotherCompanySection } from './MotherCompanySection';
import { PlanSection } from './PlanSection';
import { SubscriptionSection } from './SubscriptionSection';

/**
 * "Editar empresa" (spec §2.8): the company's name, status and contract expiry in one form, then
 * its integrity network and, for a SaaS account, its plan and its subscription, each saved alone.
 */
export function EditCompanyDialog({ company, open, onOpenChange }: CompanyDialogProps) {
  const { t } = useLingui();
  const current = useAdminCompany(company.id, company).data ?? company;
  // Any save of this company under way keeps the dialog open, so its outcome has a place.
  const saving = useIsMutating({ mutationKey: useCompanyKey(company.id) }) > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      title={t`Editar empresa`}
      description={current.name}
      actions={
        <Button tone="ghost" disabled={saving} onClick={() => onOpenChange(false)}>
          {t`Fechar`}
        </Button>
      }
    >
      {/* Mounted only while open: each opening starts from the company as it is. */}
      <Stack gap="large">
        <CompanyDataForm company={current} />
        <MotherCompanySection company={current} />
        {current.isSaas ? (
          <>
            <PlanSection company={current} />
            <SubscriptionSection company={current} />
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}
