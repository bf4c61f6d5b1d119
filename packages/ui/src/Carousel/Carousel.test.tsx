import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel, type CarouselSlide } from './Carousel';

const SLIDES: readonly CarouselSlide[] = [
  { id: 'welcome', label: 'Boas-vindas', content: <p>Boas-vindas ao portal!</p> },
  { id: 'users', label: 'Definição de usuários', content: <p>Quem é você na empresa?</p> },
];

const THREE: readonly CarouselSlide[] = [
  ...SLIDES,
  { id: 'done', label: 'Pronto', content: <p>Tudo pronto.</p> },
];

const slide = (name: string) => screen.getByRole('group', { name });
const dot = (slideNumber: number) =>
  screen.getByRole('button', { name: `Ir para o slide ${slideNumber}` });

describe('Carousel', () => {
  it('is a named carousel region whose slides are groups labelled "1 de 2"', () => {
    render(<Carousel label="Primeiros passos" slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'Primeiros passos' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(slide('1 de 2')).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide('1 de 2')).toHaveTextContent('Boas-vindas ao portal!');
    // The hidden slide is out of reach of assistive technology.
    expect(screen.queryByRole('group', { name: '2 de 2' })).toBeNull();
    expect(screen.getByText('Quem é você na empresa?')).not.toBeVisible();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).toHaveAccessibleDescription('Definição de usuários');
  });

  it('moves with previous and next, which are inert at the ends', async () => {
    const user = userEvent.setup();
    const onCurrentChange = jest.fn();
    render(<Carousel label="Primeiros passos" slides={SLIDES} onCurrentChange={onCurrentChange} />);
    const previous = screen.getByRole('button', { name: 'Slide anterior' });
    const next = screen.getByRole('button', { name: 'Próximo slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(onCurrentChange).toHaveBeenLastCalledWith(1);
    expect(slide('2 de 2')).toHaveTextContent('Quem é você na empresa?');
    expect(screen.queryByRole('group', { name: '1 de 2' })).toBeNull();
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    await user.click(next);
    expect(onCurrentChange).toHaveBeenCalledTimes(1);
    await user.click(previous);
    expect(slide('1 de 2')).toBeVisible();
  });

  it('moves between slides with the arrow keys, Home and End on the dots, one tab stop', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Tour" slides={THREE} />);
    await user.tab(); // previous
    await user.tab();
    expect(dot(1)).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(dot(2)).toHaveFocus();
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(slide('2 de 3')).toBeVisible();

    await user.keyboard('{End}');
    expect(dot(3)).toHaveFocus();
    expect(slide('3 de 3')).toHaveTextContent('Tudo pronto.');
    await user.keyboard('{ArrowRight}');
    expect(dot(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dot(3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(slide('1 de 3')).toBeVisible();

    // Tab leaves the dots for the next button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Próximo slide' })).toHaveFocus();
  });

  it('follows a controlled slide', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [current, setCurrent] = useState(1);
      return (
        <>
          <Carousel label="Tour" slides={SLIDES} current={current} onCurrentChange={setCurrent} />
          <button type="button" onClick={() => setCurrent(0)}>
            Recomeçar
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(slide('2 de 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(slide('1 de 2')).toBeVisible();
    await user.click(dot(2));
    expect(slide('2 de 2')).toBeVisible();
  });

  it('starts on the slide asked for, without controls for a single slide', () => {
    const { rerender } = render(<Carousel label="Tour" slides={SLIDES} defaultCurrent={1} />);
    expect(slide('2 de 2')).toBeVisible();
    rerender(<Carousel label="Tour" slides={SLIDES.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
