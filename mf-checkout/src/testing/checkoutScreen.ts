// What the checkout's flow tests read of the screen: a field by its label, the step's Próximo,
// and a step's heading once the step itself is there.
import { screen, waitFor } from '@testing-library/react';

export const field = (name: string) =>
  screen.getByLabelText(name, { exact: false, selector: 'input, select' });

export const next = () => screen.getByRole('button', { name: 'Próximo' });

/**
 * A step's heading, once the step itself is there (a step change paints its placeholder first);
 * a step change may wait for the CEP lookup and the sandbox's answers: a few seconds at most.
 */
export const heading = (name: string) =>
  waitFor(
    () => {
      const found = screen.getByRole('heading', { level: 2, name });
      expect(found.closest('[aria-busy="true"]')).toBeNull();
      return found;
    },
    { timeout: 5000 },
  );
