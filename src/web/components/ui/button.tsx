import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './icon.js';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text';

/** Class names of a button look, for links that should look like buttons (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** An @mdi/js path drawn before the label. */
  icon?: string;
  children?: ReactNode;
}

/** A native button (type="button" unless told otherwise) in the theme's look. */
export function Button({ variant = 'primary', icon, className, type = 'button', children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} {...props}>
      {icon && <Icon path={icon} size={20} />}
      {children}
    </button>
  );
}
