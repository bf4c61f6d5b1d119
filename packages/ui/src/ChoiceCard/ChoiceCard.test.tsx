import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceCard, ChoiceCardHighlight, ChoiceCardList } from './ChoiceCard';

function Plans({ onChange }: { readonly onChange: (value: string) => void }) {
  const [chosen, setChosen] = useState('');
  return (
    <fieldset>
      <legend>Planos</legend>
      <ChoiceCardList>
        {['Basic', 'Advanced'].map((title) => (
          <ChoiceCard
            key={title}
            name="plan"
            value={title.toLowerCase()}
            title={title}
            checked={chosen === title.toLowerCase()}
            onChoose={() => {
              setChosen(title.toLowerCase());
              onChange(title.toLowerCase());
            }}
            onBlur={() => {}}
          >
            <ChoiceCardHighlight>{`${title}: R$ 1,00`}</ChoiceCardHighlight>
            <span>por mês</span>
          </ChoiceCard>
        ))}
      </ChoiceCardList>
    </fieldset>
  );
}

describe('ChoiceCard', () => {
  it('is a radio named by its title and described by what it offers', () => {
    render(<Plans onChange={() => {}} />);
    const basic = screen.getByRole('radio', { name: 'Basic' });
    expect(basic).toHaveAccessibleDescription('Basic: R$ 1,00 por mês');
    expect(basic).not.toBeChecked();
  });

  it('a click anywhere on the card chooses it, and the choice is announced as checked', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Plans onChange={onChange} />);
    await user.click(screen.getByText('Advanced: R$ 1,00'));
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Basic' })).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('advanced');
  });

  it('the cards of one field are one tab stop; the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <>
        <Plans onChange={onChange} />
        <button type="button">Próximo</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Advanced' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveFocus();
  });
});
