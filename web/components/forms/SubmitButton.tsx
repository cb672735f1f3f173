import { Button, type ButtonProps } from '../Button';

interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** While the request is on its way the button is disabled and says 'Loading...' (SPEC.md section 4). */
  pending: boolean;
}

export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button {...props} type="submit" disabled={pending || disabled} aria-busy={pending || undefined}>
      {pending ? 'Loading...' : children}
    </Button>
  );
}
