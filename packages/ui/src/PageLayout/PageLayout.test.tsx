import { render, screen } from '@testing-library/react';
import { PageLayout } from './PageLayout';

const follows = (later: Element, earlier: Element) =>
  Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('PageLayout', () => {
  it('shows the h1 and description, then the page actions, then the content', () => {
    render(
      <PageLayout
        title="Gestão de usuários"
        description="Quem da sua empresa acessa o portal."
        actions={<button type="button">Adicionar usuário</button>}
      >
        <p>Tabela de usuários</p>
      </PageLayout>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Gestão de usuários' });
    const description = screen.getByText('Quem da sua empresa acessa o portal.');
    const action = screen.getByRole('button', { name: 'Adicionar usuário' });
    const content = screen.getByText('Tabela de usuários');
    expect(follows(description, title)).toBe(true);
    expect(follows(action, description)).toBe(true);
    expect(follows(content, action)).toBe(true);
  });

  it('is just the title when the page has nothing else yet', () => {
    const { container } = render(<PageLayout title="Notificações" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    expect(container).toHaveTextContent(/^Notificações$/);
  });
});
