import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface FrameOptions {
  readonly hideFooter: boolean;
}

const DEFAULTS: FrameOptions = { hideFooter: false };
const FrameContext = createContext<{ options: FrameOptions; set: (o: FrameOptions) => void }>({
  options: DEFAULTS,
  set: () => undefined,
});

export function FrameProvider({ children }: { readonly children: ReactNode }) {
  const [options, set] = useState<FrameOptions>(DEFAULTS);
  return <FrameContext.Provider value={{ options, set }}>{children}</FrameContext.Provider>;
}

/** A page tells the frame what it needs (e.g. no footer) for as long as it is shown. */
export function useFrame(options: FrameOptions): void {
  const { set } = useContext(FrameContext);
  const { hideFooter } = options;
  useEffect(() => {
    set({ hideFooter });
    return () => set(DEFAULTS);
  }, [set, hideFooter]);
}

export function useFrameOptions(): FrameOptions {
  return useContext(FrameContext).options;
}
