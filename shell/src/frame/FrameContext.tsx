import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

interface FrameOptions {
  readonly hideFooter: boolean;
}

const DEFAULTS: FrameOptions = { hideFooter: false };
const FrameContext = createContext<{ options: FrameOptions; set: (o: FrameOptions) => void }>({
  options: DEFAULTS,
  set: () => undefined,
});

export function FrameProvider({ children }: { readonly children: ReactNode }) {
  const [options, setOptions] = useState<FrameOptions>(DEFAULTS);
  // Options equal to the frame's keep its state as it is: a page that asks for what the frame
  // already shows re-renders nothing (every page says so as it mounts, in the click's task).
  const set = useCallback(
    (next: FrameOptions) =>
      setOptions((current) => (current.hideFooter === next.hideFooter ? current : next)),
    [],
  );
  const value = useMemo(() => ({ options, set }), [options, set]);
  return <FrameContext.Provider value={value}>{children}</FrameContext.Provider>;
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
