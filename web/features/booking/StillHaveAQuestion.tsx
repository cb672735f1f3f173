import { MessageCircle, PhoneCall } from 'lucide-react';
import { buttonClassName } from '../../components/Button';
import { hotline, phoneHref, whatsappHref } from '../../content/company';

/**
 * Beside the FAQ: the quickest ways to ask what it does not answer. Its heading is enough to find it; as
 * an <aside> inside <main> it would be a landmark nested in another.
 */
export function StillHaveAQuestion() {
  return (
    <div className="rounded-box bg-navy-50 p-6">
      <h3 className="text-lg font-bold text-navy-900">Still have a question?</h3>
      <p className="mt-2 text-grey-700">Chat with us or call, and a member of our team will answer you straight away.</p>
      <div className="mt-4 flex flex-col gap-3">
        <a href={whatsappHref()} target="_blank" rel="noreferrer" className={buttonClassName({ variant: 'secondary' })}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Chat on WhatsApp
        </a>
        <a href={phoneHref(hotline)} className={buttonClassName({ variant: 'ghost' }, 'border border-grey-300 bg-white')}>
          <PhoneCall aria-hidden="true" className="size-4" />
          Call {hotline}
        </a>
      </div>
    </div>
  );
}
