import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { msg } from '@lingui/core/macro';
import { useKitI18n } from '../i18n';
import * as styles from './Toast.css';

/** Spec §9: a toast stays 4000 ms (paused while hovered or focused, as Radix does). */
export const TOAST_DURATION_MS = 4000;

export type ToastTone = 'positive' | 'critical' | 'neutral';

export interface ToastOptions {
  readonly title: string;
  readonly description?: string;
  readonly tone: ToastTone;
}

export interface ToastApi {
  readonly toast: (options: ToastOptions) => void;
}

export interface ToastProviderProps {
  readonly children: ReactNode;
  /** Accessible name of each toast's close button; "Fechar" by default. */
  readonly closeLabel?: string;
  /** Accessible name of the notifications region; "Notificações" by default. */
  readonly regionLabel?: string;
}

interface ToastEntry extends ToastOptions {
  readonly id: number;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts raised with useToast(); mount once near the app root. */
export function ToastProvider({ children, closeLabel, regionLabel }: ToastProviderProps) {
  const _ = useKitI18n();
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const entry = { ...options, id: nextId.current };
    setEntries((current) => [...current, entry]);
  }, []);
  const remove = useCallback((id: number) => {
    setEntries((current) => current.filter((entry) => entry.id !== id));
  }, []);
  const api = useMemo(() => ({ toast }), [toast]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        // Also prefixes what screen readers announce for each toast (Radix's default is English).
        label={regionLabel ?? _(msg`Notificações`)}
      >
        {children}
        {entries.map((entry) => (
          <RadixToast.Root
            key={entry.id}
            className={styles.root[entry.tone]}
            // Errors interrupt the screen reader; confirmations wait their turn.
            type={entry.tone === 'critical' ? 'foreground' : 'background'}
            data-tone={entry.tone}
            onOpenChange={(open) => {
              if (!open) remove(entry.id);
            }}
          >
            <RadixToast.Title className={styles.title}>{entry.title}</RadixToast.Title>
            {entry.description ? (
              <RadixToast.Description className={styles.description}>
                {entry.description}
              </RadixToast.Description>
            ) : null}
            <RadixToast.Close className={styles.close} aria-label={closeLabel ?? _(msg`Fechar`)}>
              <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          className={styles.viewport}
          label={regionLabel ?? _(msg`Notificações`)}
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title, tone: 'positive' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
