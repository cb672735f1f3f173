import { Link, type LinkProps } from 'react-router';

/** A link inside running text: underlined, so it does not rely on colour alone. */
export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950 ${className}`.trim()} {...props} />;
}
