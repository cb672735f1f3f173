import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import toast from 'react-hot-toast/headless';
import { defaultErrorMessage } from '../lib/api';

/**
 * A form's zod check that is fetched when the form is first used rather than with the page: building zod's
 * schemas was the longest task a phone ran while a public form page came to life. A check that cannot be
 * fetched (no connection) stops the submit with the default message.
 */
export function resolverOnFirstUse<Input extends FieldValues, Context, Output>(load: () => Promise<Resolver<Input, Context, Output>>): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    try {
      const resolver = await load();
      return await resolver(values, context, options);
    } catch {
      toast.error(defaultErrorMessage);
      const errors: FieldErrors<Input> = {};
      errors.root = { unavailable: { message: defaultErrorMessage } };
      return { values: {}, errors };
    }
  };
}
