import { render, screen } from '@testing-library/react';
import { Box } from './Box';

describe('Box', () => {
  it('says when what it holds is being updated', () => {
    const { rerender } = render(
      <Box dimmed busy>
        <p>Araucária Papel Ltda</p>
      </Box>,
    );
    expect(screen.getByText('Araucária Papel Ltda').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    rerender(
      <Box>
        <p>Araucária Papel Ltda</p>
      </Box>,
    );
    expect(screen.getByText('Araucária Papel Ltda').parentElement).not.toHaveAttribute('aria-busy');
  });
});
