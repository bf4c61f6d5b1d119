import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech, whatever its shape', () => {
    const { container } = render(
      <>
        <Skeleton lines={3} />
        <Skeleton shape="rect" width="large" height="large" />
        <Skeleton shape="circle" height="small" />
      </>,
    );
    const skeletons = Array.from(container.children);
    expect(skeletons).toHaveLength(3);
    skeletons.forEach((skeleton) => expect(skeleton).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the asked number of text lines, at least one', () => {
    const { container } = render(
      <>
        <Skeleton lines={3} />
        <Skeleton lines={0} />
      </>,
    );
    const [three, one] = Array.from(container.children);
    expect(three?.children).toHaveLength(3);
    expect(one?.children).toHaveLength(1);
  });

  it('gives a loading area one polite “Carregando…” status, however many skeletons', () => {
    render(
      <SkeletonGroup>
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
        <Skeleton shape="rect" />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^Carregando…$/);
  });

  it('says what is loading when told', () => {
    render(
      <SkeletonGroup label="Carregando usuários…">
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Carregando usuários…$/);
  });
});
