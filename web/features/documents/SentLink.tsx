import { Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button, buttonClassName } from '../../components/Button';
import { TextField } from '../../components/forms/Field';

interface Sharing {
  link: string;
  whatsappUrl: string;
  smsUrl: string;
  mailed: boolean;
}

/**
 * After sending: the customer has been mailed their private link when they have an e-mail; the office may also
 * copy it, or share it on WhatsApp or by SMS with the same words (a phone-only customer's only way to get it).
 * Every send and reminder carries this same link.
 */
export function SentLink({ sent: { link, whatsappUrl, smsUrl, mailed }, email, phone }: { sent: Sharing; email: string; phone: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied: select it and copy it by hand');
    }
  }

  return (
    <div className="grid gap-3 rounded-box border border-success bg-success-soft p-4">
      <p className="font-semibold text-navy-900">{mailed ? `We mailed the link to ${email}.` : `No e-mail on file: share the link with ${phone} by WhatsApp or SMS.`}</p>
      <TextField label="The customer's link" readOnly value={link} onFocus={(event) => event.target.select()} />
      <div className="flex flex-wrap gap-3">
        <Button variant="ghost" className="border border-grey-300 bg-white" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          Copy the link
        </Button>
        <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({ variant: 'secondary' })}>
          <MessageCircle aria-hidden="true" className="size-4" />
          Share on WhatsApp
        </a>
        <a href={smsUrl} className={buttonClassName({ variant: 'ghost' }, 'border border-grey-300 bg-white')}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          Send by SMS
        </a>
      </div>
    </div>
  );
}
