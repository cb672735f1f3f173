import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

const base = 'inline-flex items-center justify-center gap-2 rounded-box font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-navy-950 hover:bg-accent-strong',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800',
  ghost: 'text-navy-900 hover:bg-grey-100',
  danger: 'bg-danger-soft text-danger hover:bg-danger hover:text-white',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClassName({ variant = 'primary', size = 'md' }: Look, className = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

export type ButtonProps = Look & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: Look & LinkProps) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />;
}
