import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

function Controlled({
  pageCount,
  initialPage = 1,
  spy,
}: {
  readonly pageCount: number;
  readonly initialPage?: number;
  readonly spy?: jest.Mock;
}) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        spy?.(next);
        setPage(next);
      }}
    />
  );
}

const previous = () => screen.getByRole('button', { name: 'Página anterior' });
const next = () => screen.getByRole('button', { name: 'Próxima página' });

describe('Pagination', () => {
  it('is a named navigation saying which page is shown', () => {
    render(<Controlled pageCount={5} initialPage={2} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav).toHaveTextContent('Página 2 de 5');
    expect(within(nav).getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Página 1' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('disables previous on the first page and next on the last, keeping the focus', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled pageCount={3} spy={spy} />);
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).not.toHaveAttribute('aria-disabled');

    await user.click(previous());
    expect(spy).not.toHaveBeenCalled();

    await user.click(next());
    await user.click(next());
    expect(spy).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveFocus();
    expect(previous()).not.toHaveAttribute('aria-disabled');

    await user.click(next());
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('is operated with the keyboard: Tab to a button, Enter or Space to go', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled pageCount={5} spy={spy} />);

    await user.tab();
    expect(previous()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(previous()).toHaveFocus();
    await user.keyboard(' ');
    expect(spy).toHaveBeenLastCalledWith(1);
  });

  it('shortens long ranges with ellipses that screen readers skip', async () => {
    const user = userEvent.setup();
    render(<Controlled pageCount={20} initialPage={5} />);
    const pages = () =>
      screen.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent);
    expect(pages()).toEqual(['1', '4', '5', '6', '20']);
    expect(screen.getByRole('list')).toHaveTextContent('1…456…20');
    expect(screen.getAllByRole('listitem')).toHaveLength(7);

    await user.click(screen.getByRole('button', { name: 'Página 20' }));
    expect(pages()).toEqual(['1', '16', '17', '18', '19', '20']);
    expect(screen.getByText('Página 20 de 20')).toBeInTheDocument();
  });

  it('marks the page numbers and gaps apart from previous and next (a narrow box hides them)', () => {
    render(<Controlled pageCount={20} initialPage={5} />);
    const items = screen.getAllByRole('listitem', { hidden: true });
    const [first, ...middle] = items;
    const last = middle.pop()!;
    const pageClass = middle[0]!.className;
    expect(pageClass).not.toBe('');
    for (const item of middle) expect(item).toHaveClass(pageClass);
    expect(first).not.toHaveClass(pageClass);
    expect(last).not.toHaveClass(pageClass);
    expect(within(first!).getByRole('button')).toHaveAccessibleName('Página anterior');
    expect(within(last).getByRole('button')).toHaveAccessibleName('Próxima página');
    // What the narrow layout keeps says where the reader is.
    expect(screen.getByText('Página 5 de 20')).toBeVisible();
  });

  it('does not call back for the page already shown', async () => {
    const user = userEvent.setup();
    const spy = jest.fn();
    render(<Controlled pageCount={4} initialPage={3} spy={spy} />);
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('can be named for its list when a page has more than one', () => {
    render(
      <Pagination page={1} pageCount={2} onPageChange={jest.fn()} label="Páginas de usuários" />,
    );
    expect(screen.getByRole('navigation', { name: 'Páginas de usuários' })).toBeInTheDocument();
  });
});
