import { MessageCircle, Phone } from 'lucide-react';
import { groupedPhone, telHref, whatsappHref } from '../../../contracts/phones';

const action = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-box border border-grey-300 px-3 text-sm font-semibold text-navy-900 hover:bg-grey-50';

/**
 * A person's phone on a back-office card or page, with the two things the office does with it from a phone:
 * call (tel:, in international form) and chat on WhatsApp (wa.me, when the number reads as one). Each is a
 * 44 px target named for whom it reaches.
 */
export function PhoneActions({ phone, name }: { phone: string; name: string }) {
  if (!phone.trim()) return null;
  const whatsapp = whatsappHref(phone);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <a href={telHref(phone)} className={`${action} tabular-nums`} aria-label={`Call ${name} on ${groupedPhone(phone)}`}>
        <Phone aria-hidden="true" className="size-4" />
        {groupedPhone(phone)}
      </a>
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noreferrer" className={action} aria-label={`WhatsApp ${name}`}>
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp
        </a>
      )}
    </span>
  );
}
