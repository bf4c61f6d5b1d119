import { render, screen, within } from '@testing-library/react';
import { List } from './List';

describe('List', () => {
  it('is a list of its items, in order', () => {
    render(
      <List>
        <li>Advanced</li>
        <li>Advanced + Canal de denúncias web</li>
      </List>,
    );
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Advanced', 'Advanced + Canal de denúncias web']);
  });
});
