import { render, screen } from '@testing-library/react';
import { Tiles } from './Tiles';

describe('Tiles', () => {
  it('keeps its tiles in reading order, in one box', () => {
    render(
      <Tiles>
        <a href="#implementacao">Implementação</a>
        <a href="#execucao">Execução</a>
      </Tiles>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Implementação', 'Execução']);
    expect(links[0]?.parentElement).toBe(links[1]?.parentElement);
  });
});
