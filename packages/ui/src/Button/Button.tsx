import type { ReactNode } from 'react';
import * as styles from './Button.css';

export type ButtonTone = keyof typeof styles.button;

export interface ButtonProps {
  readonly children: ReactNode;
  readonly tone?: ButtonTone;
  readonly onClick?: () => void;
  readonly type?: 'button' | 'submit';
  readonly disabled?: boolean;
  readonly 'aria-live'?: 'polite';
}

export function Button({ children, tone = 'primary', type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={styles.button[tone]} {...rest}>
      {children}
    </button>
  );
}
