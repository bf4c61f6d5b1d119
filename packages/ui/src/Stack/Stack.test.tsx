import { render, screen, within } from '@testing-library/react';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps its children in order, inside one box without a role of its own', () => {
    const { container } = render(
      <Stack>
        <p>Primeiro</p>
        <p>Segundo</p>
      </Stack>,
    );
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('DIV');
    expect(Array.from(box.children, (child) => child.textContent)).toEqual(['Primeiro', 'Segundo']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a list of its items when asked to be one', () => {
    render(
      <Stack as="ol" gap="small">
        <li>Dados da empresa</li>
        <li>Meus dados</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dados da empresa', 'Meus dados']);
  });

  it('can be an article', () => {
    render(
      <Stack as="article">
        <h2>Novidades</h2>
      </Stack>,
    );
    expect(screen.getByRole('article')).toContainElement(screen.getByRole('heading'));
  });
});
