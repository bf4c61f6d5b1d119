import { render, screen, within } from '@testing-library/react';
import { PasswordField } from '../PasswordField/PasswordField';
import { FieldGroup } from './FieldGroup';

describe('FieldGroup', () => {
  it('is a group named by its legend, holding its fields', () => {
    render(
      <FieldGroup legend="Alterar senha" columns>
        <PasswordField label="Senha atual" value="" onChange={() => {}} />
        <PasswordField label="Nova senha" value="" onChange={() => {}} />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Alterar senha' });
    expect(within(group).getByLabelText('Senha atual')).toBeInTheDocument();
    expect(within(group).getByLabelText('Nova senha')).toBeInTheDocument();
  });
});
