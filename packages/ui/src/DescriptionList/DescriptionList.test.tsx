import { render, screen } from '@testing-library/react';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its details, in order', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Razão social', details: 'Horizonte Consultoria Ltda.' },
          { term: 'CNPJ', details: <span>12.345.678/0001-90</span> },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const details = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Razão social', 'CNPJ']);
    expect(details.map((value) => value.textContent)).toEqual([
      'Horizonte Consultoria Ltda.',
      '12.345.678/0001-90',
    ]);
    // Each value follows its own term (a `div` per pair, as HTML allows inside a `dl`).
    terms.forEach((term, index) => expect(term.nextElementSibling).toBe(details[index]));
  });
});
