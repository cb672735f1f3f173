import { Copy, MessageCircle } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button, buttonClassName } from '../../components/Button';
import { TextField } from '../../components/forms/Field';

/**
 * After sending: the customer has been mailed their private link; the office may also copy it or share it on
 * WhatsApp with the same words. The link is shown after each send; every send and reminder mails this same link.
 */
export function SentLink({ link, whatsappUrl, email }: { link: string; whatsappUrl: string; email: string }) {
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
      <p className="font-semibold text-navy-900">We mailed the link to {email}.</p>
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
      </div>
    </div>
  );
}
