import { render, screen } from '@testing-library/react';
import { Stepper } from './Stepper';

const CHECKOUT = ['Plano', 'Dados da empresa e de cobrança', 'Pagamento', 'Finalização'];

describe('Stepper', () => {
  it('says which step is under way and lists the steps in order', () => {
    render(<Stepper steps={CHECKOUT} current={1} />);
    expect(screen.getByText('Etapa 2 de 4')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Plano (concluído)',
      '2Dados da empresa e de cobrança (etapa atual)',
      '3Pagamento',
      '4Finalização',
    ]);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it('marks only the current step with aria-current="step"', () => {
    const { rerender } = render(<Stepper steps={CHECKOUT} current={0} />);
    const current = () =>
      screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current'));
    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveAttribute('aria-current', 'step');
    expect(current()[0]).toHaveTextContent('Plano');

    rerender(<Stepper steps={CHECKOUT} current={3} />);
    expect(current()).toHaveLength(1);
    expect(current()[0]).toHaveTextContent('Finalização (etapa atual)');
    expect(screen.getByText('Etapa 4 de 4')).toBeInTheDocument();
    expect(screen.getAllByText('(concluído)', { exact: false })).toHaveLength(3);
  });

  it('hides the numbers and marks from screen readers, which hear the state instead', () => {
    render(
      <Stepper
        steps={['Dados do responsável', 'Dados da empresa', 'Dados de acesso']}
        current={1}
      />,
    );
    for (const item of screen.getAllByRole('listitem')) {
      expect(item.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getByText('(concluído)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('(etapa atual)', { exact: false })).toBeInTheDocument();
  });

  it('takes a step out of range as the nearest one', () => {
    render(<Stepper steps={CHECKOUT} current={9} />);
    expect(screen.getByText('Etapa 4 de 4')).toBeInTheDocument();
  });
});
