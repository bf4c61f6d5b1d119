import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch, type LanguageOption } from './LanguageSwitch';

// As LOCALE_OPTIONS from @portal/i18n.
const OPTIONS: readonly LanguageOption[] = [
  { value: 'pt-BR', label: 'Português' },
  { value: 'es', label: 'Español' },
];

function Controlled({
  spy,
  initial = 'pt-BR',
}: {
  readonly spy?: jest.Mock;
  readonly initial?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageSwitch
      value={value}
      options={OPTIONS}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

describe('LanguageSwitch', () => {
  it('is a radio group named "Idioma", showing PT and ES named by each language', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeInTheDocument();
    const pt = screen.getByRole('radio', { name: 'PT Português' });
    const es = screen.getByRole('radio', { name: 'ES Español' });
    expect(pt.closest('label')).toHaveTextContent(/^PT/);
    expect(es.closest('label')).toHaveTextContent(/^ES/);
    expect(pt).toBeChecked();
    expect(es).not.toBeChecked();
    // Each name is spoken in its own language.
    expect(es.closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('chooses with a click', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled spy={spy} />);
    await user.click(screen.getByRole('radio', { name: 'ES Español' }));
    expect(spy).toHaveBeenLastCalledWith('es');
    expect(screen.getByRole('radio', { name: 'ES Español' })).toBeChecked();
  });

  it('is one tab stop; the arrow keys move between the languages and choose', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(
      <>
        <Controlled spy={spy} />
        <button type="button">Entrar</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'PT Português' })).toHaveFocus();

    await user.keyboard('{ArrowRight>}{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'ES Español' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'ES Español' })).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith('es');

    await user.keyboard('{ArrowLeft>}{/ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'PT Português' })).toBeChecked();
    expect(spy).toHaveBeenLastCalledWith('pt-BR');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveFocus();
  });

  it('shows the short form given, else the locale’s first two letters', () => {
    render(
      <LanguageSwitch
        value="es"
        options={[
          { value: 'pt-BR', label: 'Português', short: 'BR' },
          { value: 'es', label: 'Español' },
        ]}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'BR Português' }).closest('label')).toHaveTextContent(
      /^BR/,
    );
    expect(screen.getByRole('radio', { name: 'ES Español' }).closest('label')).toHaveTextContent(
      /^ES/,
    );
    expect(screen.getByRole('radio', { name: 'ES Español' })).toBeChecked();
  });
});
