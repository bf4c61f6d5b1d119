import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  BILLING_STATUSES,
  chargeDisplayStatus,
  displayStatus,
  type DisplayStatus,
} from '@portal/domain';
import { StatusBadge } from './StatusBadge';

const render = (ui: ReactElement) => renderBare(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const TEXTS: Readonly<Record<DisplayStatus, string>> = {
  active: 'Ativo',
  inactive: 'Inativo',
  'payment-pending': 'Pagamento pendente',
  processing: 'Processando',
  'payment-late': 'Pagamento atrasado',
  'waiting-confirmation': 'Aguardando confirmação',
};

describe('StatusBadge', () => {
  it.each(Object.entries(TEXTS) as [DisplayStatus, string][])(
    'shows %s as “%s”',
    (status, text) => {
      render(<StatusBadge status={status} />);
      expect(screen.getByText(text)).toBeInTheDocument();
    },
  );

  it('reads every server status through the domain mapping (spec §4)', () => {
    const { container } = render(
      <>
        {BILLING_STATUSES.map((status) => (
          <StatusBadge key={status} status={displayStatus(status)} />
        ))}
      </>,
    );
    expect(Array.from(container.children, (badge) => badge.textContent)).toEqual([
      'Ativo', // active
      'Inativo', // inactive
      'Pagamento pendente', // pending
      'Processando', // processing
      'Pagamento atrasado', // late
      'Ativo', // paid
      'Inativo', // canceled
      'Aguardando confirmação', // waiting_confirmation
    ]);
  });

  it('shows a pending bank slip past its due day as late', () => {
    const status = chargeDisplayStatus(
      { status: 'pending', dueAt: '2026-03-10', paymentMethodCode: 'bank_slip' },
      new Date('2026-03-15T12:00:00-03:00'),
    );
    render(<StatusBadge status={status} />);
    expect(screen.getByText('Pagamento atrasado')).toBeInTheDocument();
  });

  it('is drawn critical when late, caution when pending and positive when active', () => {
    render(
      <>
        <StatusBadge status="payment-late" />
        <StatusBadge status="payment-pending" />
        <StatusBadge status="active" />
        <StatusBadge status="inactive" />
      </>,
    );
    expect(screen.getByText('Pagamento atrasado')).toHaveAttribute('data-tone', 'critical');
    expect(screen.getByText('Pagamento pendente')).toHaveAttribute('data-tone', 'caution');
    expect(screen.getByText('Ativo')).toHaveAttribute('data-tone', 'positive');
    expect(screen.getByText('Inativo')).toHaveAttribute('data-tone', 'neutral');
  });
});
