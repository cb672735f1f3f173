import { beforeEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast/headless';
import { ApiError } from '../../lib/api';
import { showSubmitError } from './formErrors';

vi.mock('react-hot-toast/headless', () => ({ default: { error: vi.fn() } }));

type ProfileForm = { email: string; currentPassword: string };

function fakeForm() {
  return { getValues: () => ({ email: 'ada@example.com', currentPassword: '' }), setError: vi.fn() };
}

describe('showSubmitError', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('puts each field text under its field and focuses the first', () => {
    const form = fakeForm();
    const error = new ApiError(400, 'Enter your current password', { currentPassword: 'Enter your current password', email: 'Taken' });
    showSubmitError<ProfileForm>(error, form);
    expect(form.setError).toHaveBeenCalledWith('currentPassword', { type: 'server', message: 'Enter your current password' }, { shouldFocus: true });
    expect(form.setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken' }, { shouldFocus: false });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the server's message when no field of the form is named", () => {
    const form = fakeForm();
    showSubmitError<ProfileForm>(new ApiError(400, "You can't add more than 3 addresses", { street: 'Street is required' }), form);
    expect(form.setError).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith("You can't add more than 3 addresses");
  });

  it('toasts any other failure', () => {
    const form = fakeForm();
    showSubmitError<ProfileForm>(new Error('An error occured'), form);
    expect(toast.error).toHaveBeenCalledWith('An error occured');
  });
});
