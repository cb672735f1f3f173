import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { bankNameOf, bankRefundWords, nigerianBanks, type BankRefundStatus } from '../../../contracts/transfers';
import { koboOfNairaText, nairaOfKobo } from '../../../contracts/money';
import { DetailCard } from '../../components/back-office/DetailCard';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { Field, TextField } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { formatNaira } from '../../lib/money';
import type { CreditSource } from './api';
import { bankRefundsQueryOptions, confirmBankRefundOtp, resolveBankAccount, sendBankRefund, type BankRefund } from './bankRefundApi';
import type { CreditHolder } from './CreditActions';

/**
 * The credit sent to a bank account in two steps: the account checked (the bank's name for it shown), then
 * sent. The key is made when the name is shown and sent with every press, so pressing again (or a lost
 * answer) never sends twice.
 */
export function BankRefundForm({ holder }: { holder: CreditHolder }) {
  const queryClient = useQueryClient();
  const [bankCode, setBankCode] = useState<string>(nigerianBanks[0].code);
  const [accountNumber, setAccountNumber] = useState('');
  const [amount, setAmount] = useState(String(holder.credit));
  const [checked, setChecked] = useState<{ accountName: string; key: string }>();
  const resolve = useMutation({
    mutationFn: () => resolveBankAccount({ bankCode, accountNumber: accountNumber.trim() }),
    onSuccess: ({ accountName }) => setChecked({ accountName, key: crypto.randomUUID() }),
    onError: (error) => toast.error(error.message),
  });
  const send = useMutation({
    mutationFn: (refund: { key: string; accountName: string; amountKobo: number }) =>
      sendBankRefund(holder.source, { key: refund.key, accountName: refund.accountName, amount: nairaOfKobo(refund.amountKobo), bankCode, accountNumber: accountNumber.trim() }),
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => toast.error(error.message),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: holder.cache.keyOf(holder.source.id) });
      void queryClient.invalidateQueries({ queryKey: bankRefundsQueryOptions(holder.source).queryKey });
    },
  });
  const check = (event: FormEvent) => {
    event.preventDefault();
    setChecked(undefined);
    resolve.mutate();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountKobo = koboOfNairaText(amount);
    if (!checked || amountKobo === undefined || amountKobo <= 0) {
      toast.error('Amount must be a number in naira, such as 25000 or 1250.50');
      return;
    }
    send.mutate({ key: checked.key, accountName: checked.accountName, amountKobo });
  };
  return (
    <div className="grid gap-4">
      <form noValidate aria-label="Check the bank account" onSubmit={check} className="grid gap-4 sm:grid-cols-2">
        <Field label={bankRefundWords.bank}>
          {(control) => (
            <ChevronSelect
              {...control}
              value={bankCode}
              onChange={(event) => {
                setBankCode(event.target.value);
                setChecked(undefined);
              }}
            >
              {nigerianBanks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </ChevronSelect>
          )}
        </Field>
        <TextField
          label={bankRefundWords.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          onChange={(event) => {
            setAccountNumber(event.target.value);
            setChecked(undefined);
          }}
        />
        <SubmitButton pending={resolve.isPending} variant="secondary" className="justify-self-start">
          {bankRefundWords.check}
        </SubmitButton>
      </form>
      {checked ? (
        <form noValidate aria-label="Send the refund" onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <p className="sm:col-span-2">
            {bankRefundWords.accountName}: <strong>{checked.accountName}</strong> ({bankNameOf(bankCode)}, {accountNumber.trim()})
          </p>
          <TextField label="Amount to send (₦)" inputMode="decimal" hint={`Credit ${formatNaira(holder.credit)}`} value={amount} onChange={(event) => setAmount(event.target.value)} />
          <SubmitButton pending={send.isPending} className="justify-self-start self-end">
            {bankRefundWords.send}
          </SubmitButton>
        </form>
      ) : null}
    </div>
  );
}

const statusWords: Record<BankRefundStatus, string> = {
  sending: 'Being sent',
  otp: 'Waiting for the OTP',
  pending: 'Sent, waiting for the bank',
  success: 'Received by the bank',
  failed: 'Failed: the credit is kept',
  reversed: 'Reversed: the credit is kept',
};

function OtpForm({ refund, source }: { refund: BankRefund; source: CreditSource }) {
  const queryClient = useQueryClient();
  const [otp, setOtp] = useState('');
  const confirm = useMutation({
    mutationFn: () => confirmBankRefundOtp(refund._id, otp.trim()),
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: bankRefundsQueryOptions(source).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      noValidate
      aria-label={`OTP for the refund to ${refund.accountName}`}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate();
      }}
      className="mt-2 flex flex-wrap items-end gap-3"
    >
      <TextField label={bankRefundWords.otp} inputMode="numeric" autoComplete="one-time-code" className="w-40" value={otp} onChange={(event) => setOtp(event.target.value)} />
      <SubmitButton pending={confirm.isPending} variant="secondary">
        {bankRefundWords.confirmOtp}
      </SubmitButton>
    </form>
  );
}

/** A document's refunds to bank accounts and where each stands; one waiting for the company's OTP takes it here. */
export function BankRefunds({ source }: { source: CreditSource }) {
  const refunds = useQuery(bankRefundsQueryOptions(source));
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <DetailCard title="Refunds to bank accounts">
      <ul className="grid gap-3">
        {refunds.data.map((refund) => (
          <li key={refund._id}>
            <p>
              {formatNaira(refund.amount)} to {refund.accountName} ({refund.bankName}, {refund.accountNumber}): <strong>{statusWords[refund.status]}</strong>
            </p>
            {refund.status === 'otp' ? <OtpForm refund={refund} source={source} /> : null}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
