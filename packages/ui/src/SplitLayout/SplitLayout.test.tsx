import { render, screen } from '@testing-library/react';
import { SplitLayout } from './SplitLayout';

describe('SplitLayout', () => {
  it('reads the aside first, then the page in its own column', () => {
    render(
      <SplitLayout aside={<aside aria-label="Minha Conta">Compliance</aside>}>
        <h1>Entrar</h1>
        <button type="submit">Entrar</button>
      </SplitLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Minha Conta' });
    const heading = screen.getByRole('heading', { level: 1, name: 'Entrar' });
    expect(aside.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The page's parts share one column, which the aside is not part of.
    expect(heading.parentElement).toBe(screen.getByRole('button').parentElement);
    expect(heading.parentElement).not.toContainElement(aside);
  });
});
