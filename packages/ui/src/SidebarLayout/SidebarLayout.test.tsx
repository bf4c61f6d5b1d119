import { render, screen } from '@testing-library/react';
import { SidebarLayout } from './SidebarLayout';

describe('SidebarLayout', () => {
  it('reads the navigation first, then the section, outside the navigation', () => {
    render(
      <SidebarLayout sidebar={<nav aria-label="Back-office">Empresas</nav>}>
        <h1>Empresas</h1>
      </SidebarLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(nav.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nav).not.toContainElement(heading);
  });
});
