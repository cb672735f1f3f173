import { useState, type ComponentPropsWithRef } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field, TextInput, type FieldLook } from './Field';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Controlled visibility; without it the input keeps its own. */
  shown?: boolean;
  onShownChange?: (shown: boolean) => void;
  /** The toggle's accessible name; its pressed state says whether the text shows. */
  toggleLabel?: string;
};

/**
 * A password input with a show/hide toggle. Given `shown` without `onShownChange` it draws no toggle and
 * follows another field's, so a password and its confirmation share one toggle.
 */
export function PasswordInput({ shown, onShownChange, toggleLabel = 'Show password', className = '', ...props }: PasswordInputProps) {
  const [ownShown, setOwnShown] = useState(false);
  const isShown = shown ?? ownShown;
  const hasToggle = shown === undefined || onShownChange !== undefined;
  const setShown = onShownChange ?? setOwnShown;

  return (
    <div className="relative">
      <TextInput {...props} type={isShown ? 'text' : 'password'} className={`${hasToggle ? 'pr-12' : ''} ${className}`} />
      {hasToggle && (
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={isShown}
          aria-controls={props.id}
          onClick={() => setShown(!isShown)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-box text-grey-600 hover:text-navy-900"
        >
          {isShown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      )}
    </div>
  );
}

export function PasswordField({ label, error, hint, className, ...inputProps }: FieldLook & PasswordInputProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => <PasswordInput {...inputProps} {...control} />}
    </Field>
  );
}

type NewPasswordInput = Omit<ComponentPropsWithRef<'input'>, 'type'> & { error?: string };

/**
 * A new password and its confirmation, as every page that sets one asks for them: the length hint on the
 * first, and one toggle that shows or hides both.
 */
export function NewPasswordFields({ labels, minLength, password, confirmation }: { labels: [string, string]; minLength: number; password: NewPasswordInput; confirmation: NewPasswordInput }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <PasswordField label={labels[0]} autoComplete="new-password" hint={`At least ${minLength} characters.`} shown={shown} onShownChange={setShown} toggleLabel="Show passwords" {...password} />
      <PasswordField label={labels[1]} autoComplete="new-password" shown={shown} {...confirmation} />
    </>
  );
}
