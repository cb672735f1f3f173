import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Pencil, Send } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { Button } from '../../components/Button';
import { DetailCard } from '../../components/back-office/DetailCard';

/** Sends a quote or an invoice to its customer, or sends it again; the answer's message is the toast. */
export function SendDocumentButton<Sent extends { message: string }>({ send, again, onSent }: { send: () => Promise<Sent>; again: boolean; onSent: (sent: Sent) => void }) {
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (sent) => {
      toast.success(sent.message);
      onSent(sent);
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <Button
      variant={again ? 'ghost' : 'primary'}
      className={again ? 'justify-self-start border border-grey-300' : 'justify-self-start'}
      disabled={sending.isPending}
      aria-busy={sending.isPending || undefined}
      onClick={() => sending.mutate()}
    >
      <Send aria-hidden="true" className="size-4" />
      {sending.isPending ? 'Sending...' : again ? 'Send again' : 'Send to the customer'}
    </Button>
  );
}

type DraftCardProps = {
  noun: 'quote' | 'invoice';
  /** What sending does for this customer: mailed, or a link to share when they have no e-mail. */
  whatSendingDoes: string;
  sendButton: ReactNode;
  /** The document's form; `close` folds it away once saved. */
  editor: (close: () => void) => ReactNode;
  children?: ReactNode;
};

/** A draft: changed in its form, then sent. */
export function DraftCard({ noun, whatSendingDoes, sendButton, editor, children }: DraftCardProps) {
  const [editing, setEditing] = useState(false);
  return (
    <DetailCard title="Draft">
      <p className="text-grey-700">{whatSendingDoes}</p>
      <div className="flex flex-wrap gap-3">
        {sendButton}
        <Button variant="ghost" className="border border-grey-300" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          <Pencil aria-hidden="true" className="size-4" />
          {editing ? 'Close the editor' : `Edit the ${noun}`}
        </Button>
      </div>
      {editing && editor(() => setEditing(false))}
      {children}
    </DetailCard>
  );
}
