import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { notify } from '@portal/notify';
import { PortalToasts } from './PortalToasts';

function RaisesThenLeaves() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <button
      type="button"
      onClick={() => {
        notify({ title: 'Ops!', description: 'Link inválido', tone: 'critical' });
        setShown(false);
      }}
    >
      Validar
    </button>
  ) : (
    <p>Login</p>
  );
}

it('shows a notice raised by a page that unmounts at once, exactly once', async () => {
  render(
    <PortalToasts>
      <RaisesThenLeaves />
    </PortalToasts>,
  );
  act(() => screen.getByRole('button', { name: 'Validar' }).click());
  expect(await screen.findByText('Ops!')).toBeInTheDocument();
  expect(screen.getByText('Link inválido')).toBeInTheDocument();
  expect(screen.getByText('Login')).toBeInTheDocument();
  expect(screen.getAllByText('Ops!')).toHaveLength(1);
});

it('loads no toast area until the first notice, then keeps it for the next ones', async () => {
  render(
    <PortalToasts>
      <p>Página</p>
    </PortalToasts>,
  );
  expect(screen.queryByRole('region')).toBeNull();
  act(() => notify({ title: 'Salvo', tone: 'positive' }));
  expect(await screen.findByText('Salvo')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
  act(() => notify({ title: 'Salvo de novo', tone: 'positive' }));
  expect(await screen.findByText('Salvo de novo')).toBeInTheDocument();
});
