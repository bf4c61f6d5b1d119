// How the edit form's "Salvar dados" saves (spec §4, §8): a client's name, expiry and status
// in one PUT; a SaaS account's status through its subscription, asked first.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifyFailure, type AdminCompany } from '@portal/api';
import { expiryDay, expiryOfDay } from '@portal/domain';
import { notify } from '@portal/notify';
import { useChangeSubscriptionStatus, useReadSubscriptions } from './api/subscription';
import { useUpdateCompany } from './api/updateCompany';
import { statusChange, type CompanyStatus, type StatusChange } from './companyStatus';

export interface CompanyData {
  readonly name: string;
  readonly status: CompanyStatus;
  /** The contract's last day (yyyy-mm-dd), or '' for none. */
  readonly expiry: string;
}

/** A subscription change waiting for the administrator's confirmation. */
export interface PendingChange {
  readonly data: CompanyData;
  readonly change: NonNullable<StatusChange['subscription']>;
  readonly deleted: boolean;
}

export interface CompanyDataSaveOptions {
  /** The form starts over from what was saved. */
  readonly saved: (data: CompanyData, company?: AdminCompany) => void;
  /** A failed PUT after a confirmed change: put on its fields, or said (the form's own way). */
  readonly failed: (error: unknown) => void;
}

/**
 * `save` sends the form's values: at once for a client, or for a SaaS account whose status stays;
 * a SaaS account's "Desativada" (cancel) or "Ativa" (reactivate) first waits in `pending` for the
 * confirmation (`confirm`, or `dismiss` to go back with everything typed kept). A failed status
 * change says spec §8's "Ocorreu um erro ao alterar o status da assinatura" and keeps the form.
 */
export function useCompanyDataSave(company: AdminCompany, options: CompanyDataSaveOptions) {
  const { t, i18n } = useLingui();
  const update = useUpdateCompany(company.id);
  const changeSubscription = useChangeSubscriptionStatus(company.id);
  const readSubscriptions = useReadSubscriptions(company.id);
  const [pending, setPending] = useState<PendingChange | null>(null);

  /** The PUT, when the name, the expiry or the deleted flag differ from the company's now. */
  const saveData = async (data: CompanyData, deleted: boolean, deletedChanged: boolean) => {
    const sameExpiry = data.expiry === expiryDay(company.expiresAt);
    if (data.name === company.name && sameExpiry && !deletedChanged) {
      options.saved(data);
      return;
    }
    const { payload } = await update.mutateAsync({
      id: company.id,
      name: data.name,
      deleted,
      // An unchanged day keeps the exact instant the server has.
      expiresAt: sameExpiry ? company.expiresAt : expiryOfDay(data.expiry),
    });
    options.saved(data, payload);
    notify({ title: t`Os dados da empresa foram atualizados com sucesso`, tone: 'positive' });
  };

  /** The form's submit: its failures are the form's (a refusal on the name, a toast). */
  const save = async (data: CompanyData) => {
    const subscriptions = company.isSaas ? await readSubscriptions() : undefined;
    const change = statusChange(company, subscriptions, data.status);
    if (change.subscription) {
      setPending({ data, change: change.subscription, deleted: change.deleted });
      return;
    }
    await saveData(data, change.deleted, change.deletedChanged);
  };

  const confirm = async () => {
    if (!pending) return;
    const { data, change, deleted } = pending;
    try {
      await changeSubscription.mutateAsync({
        change: change.change,
        subscriptionId: change.subscription.subscriptionId,
      });
    } catch (error) {
      setPending(null);
      notifyFailure(i18n, t`Ocorreu um erro ao alterar o status da assinatura`, error);
      return;
    }
    setPending(null);
    notify({
      title: change.change === 'cancel' ? t`Assinatura cancelada` : t`Assinatura reativada`,
      tone: 'positive',
    });
    try {
      await saveData(data, deleted, false);
    } catch (error) {
      options.failed(error);
    }
  };

  return { save, pending, confirm, dismiss: () => setPending(null) };
}
