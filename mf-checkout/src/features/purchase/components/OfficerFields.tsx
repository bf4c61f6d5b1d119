import { useLingui } from '@lingui/react/macro';
import { ROLE_LABELS } from '@portal/rules';
import type { FieldBinding } from '@portal/rules/form';
import { FieldGroup, TextField } from '@portal/ui';
import type { NewOfficer } from '../api/createOfficer';

export interface OfficerFieldsProps {
  readonly role: NewOfficer['role'];
  readonly name: FieldBinding;
  readonly email: FieldBinding;
  /**
   * The officer as created by an earlier try: kept as a line, not as fields, so a retry after a
   * failure further on does not create them twice.
   */
  readonly created?: NewOfficer;
}

/** One officer the super user creates (spec §5: officer name and e-mail), under the role's name. */
export function OfficerFields({ role, name, email, created }: OfficerFieldsProps) {
  const { t, i18n } = useLingui();
  const createdName = created?.name;
  const createdEmail = created?.email;
  return (
    <FieldGroup legend={i18n._(ROLE_LABELS[role])}>
      {created ? (
        <p>{t`Cadastrado: ${createdName} (${createdEmail}).`}</p>
      ) : (
        <>
          {/* Someone else's name and address: the browser's own details would be wrong here. */}
          <TextField label={t`Nome`} autoComplete="off" required {...name} />
          <TextField label={t`E-mail`} type="email" autoComplete="off" required {...email} />
        </>
      )}
    </FieldGroup>
  );
}
