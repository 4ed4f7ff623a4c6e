import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: StyleProps & { className?: string | undefined }): string {
  return ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { children: ReactNode }) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block, className })} {...props}>
      {children}
    </button>
  );
}

/** A router link that looks like a button: it navigates, so it stays an <a>. */
export function ButtonLink({ variant, size, block, className, ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClassName({ variant, size, block, className })} {...props} />;
}
