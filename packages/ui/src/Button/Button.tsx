import type { ReactNode } from 'react';
import * as styles from './Button.css';

export type ButtonTone = keyof typeof styles.button;

interface CommonProps {
  readonly children: ReactNode;
  readonly tone?: ButtonTone;
}

export interface ButtonProps extends CommonProps {
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

export interface LinkButtonProps extends CommonProps {
  readonly href: string;
  readonly onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({ children, tone = 'primary', href, onClick }: LinkButtonProps) {
  return (
    <a className={styles.button[tone]} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
