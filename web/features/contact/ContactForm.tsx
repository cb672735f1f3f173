import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { CircleCheck } from 'lucide-react';
import type { ContactRequest } from '../../../contracts/contact.schemas';
import { contactSubjects } from '../../../contracts/contact';
import { TextField } from '../../components/forms/Field';
import { FormCard } from '../../components/forms/FormCard';
import { Honeypot } from '../../components/forms/Honeypot';
import { SelectField } from '../../components/forms/SelectField';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { TextAreaField } from '../../components/forms/TextAreaField';
import { resolverOnFirstUse } from '../../page-life/resolverOnFirstUse';
import { loadedOnFirstUse } from '../../page-life/loadedOnFirstUse';
import { sendContactMessage } from './api';

/** The form's zod check loads when the form is first used (page-life/README.md). */
const formCheck = loadedOnFirstUse(() => import('./contactFormCheck'));
const contactResolver = resolverOnFirstUse(async () => (await formCheck.get()).contactResolver);

const emptyMessage: ContactRequest = { name: '', phone: '', email: '', subject: '', message: '', website: '' };

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: contactResolver, defaultValues: emptyMessage });
  const { errors } = form.formState;

  const contact = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (message) => {
      setSent(true);
      form.reset();
      toast.success(message);
    },
    onError: (error) => {
      setSent(false);
      toast.error(error.message);
    },
  });

  return (
    <FormCard aria-label="Send us a message" onFocus={formCheck.prefetch} onSubmit={form.handleSubmit((fields) => contact.mutate(fields))}>
      {sent && (
        <p role="status" className="flex items-start gap-2 rounded-box bg-success-soft p-4 text-navy-900 sm:col-span-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          Thank you. Your message has reached us and we will reply within 1-2 business hours.
        </p>
      )}
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
      <TextField label="Email (optional)" type="email" autoComplete="email" spellCheck={false} error={errors.email?.message} {...form.register('email')} />
      <SelectField label="Subject (optional)" placeholder="Choose a subject" options={contactSubjects} error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label="Message" rows={5} className="sm:col-span-2" error={errors.message?.message} {...form.register('message')} />
      <Honeypot {...form.register('website')} />
      <div className="sm:col-span-2">
        <SubmitButton pending={form.formState.isSubmitting || contact.isPending} size="lg" className="w-full sm:w-auto">
          Send Message
        </SubmitButton>
      </div>
    </FormCard>
  );
}
