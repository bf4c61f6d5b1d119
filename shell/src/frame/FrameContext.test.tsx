import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FrameProvider, useFrame, useFrameOptions } from './FrameContext';

let frameRenders = 0;
function FooterState() {
  frameRenders += 1;
  return <p>{useFrameOptions().hideFooter ? 'sem rodapé' : 'com rodapé'}</p>;
}

let showPage: (name: 'none' | 'plain' | 'full-screen') => void = () => undefined;
function Pages() {
  const [page, setPage] = useState<'none' | 'plain' | 'full-screen'>('none');
  showPage = setPage;
  if (page === 'plain') return <Page hideFooter={false} />;
  if (page === 'full-screen') return <Page hideFooter />;
  return null;
}
function Page({ hideFooter }: { readonly hideFooter: boolean }) {
  useFrame({ hideFooter });
  return null;
}

describe('the frame a page asks for', () => {
  it('changes with what a page needs, and a page asking for what the frame shows re-renders nothing', () => {
    frameRenders = 0;
    render(
      <FrameProvider>
        <FooterState />
        <Pages />
      </FrameProvider>,
    );
    expect(frameRenders).toBe(1);
    act(() => showPage('plain'));
    expect(screen.getByText('com rodapé')).toBeInTheDocument();
    expect(frameRenders).toBe(1);

    act(() => showPage('full-screen'));
    expect(screen.getByText('sem rodapé')).toBeInTheDocument();
    act(() => showPage('none'));
    expect(screen.getByText('com rodapé')).toBeInTheDocument();
  });
});
