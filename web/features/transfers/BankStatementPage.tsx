import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileSpreadsheet } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import { bankLayouts, requiredStatementFields, statementFields, statementLayoutIds, statementWords, type StatementField, type StatementLayoutId } from '../../../contracts/statements';
import { confirmStatementLineSchema } from '../../../contracts/statements.schemas';
import { PageHeading } from '../../components/PageHeading';
import { RetryLine } from '../../components/RetryLine';
import { ChevronSelect } from '../../components/forms/ChevronSelect';
import { Field, TextField, inputClassName } from '../../components/forms/Field';
import { SubmitButton } from '../../components/forms/SubmitButton';
import { showSubmitError } from '../../components/forms/formErrors';
import { ListEmpty } from '../../components/back-office/ListEmpty';
import { ListLoading } from '../../components/back-office/ListLoading';
import { formatDay } from '../../lib/dates';
import { formatNaira } from '../../lib/money';
import type { PageData } from '../../lib/pageData';
import { confirmStatementLine, importStatement, statementColumns, statementLinesQueryOptions, type StatementLine } from './api';

const layoutName = (layout: StatementLayoutId) => (layout === 'generic' ? statementWords.otherBank : bankLayouts[layout].name);
const fieldName: Record<StatementField, string> = { date: 'Date', narration: 'Narration', credit: 'Credit', debit: 'Debit', balance: 'Balance', reference: 'Reference' };

/** The office picks the bank and the file; for another bank, the columns from the file's own headers. */
function UploadForm() {
  const queryClient = useQueryClient();
  const [layout, setLayout] = useState<StatementLayoutId>('gtbank');
  const [file, setFile] = useState<File | null>(null);
  const [chosen, setChosen] = useState<Partial<Record<StatementField, string>>>({});
  const columns = useQuery({
    queryKey: ['transfers', 'statement-columns', file?.name, file?.size, file?.lastModified],
    queryFn: () => statementColumns(file as File),
    enabled: layout === 'generic' && file !== null,
    retry: false,
  });
  const upload = useMutation({
    mutationFn: (chosenFile: File) => importStatement(chosenFile, { layout, ...(layout === 'generic' ? chosen : {}) }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: statementLinesQueryOptions.queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file);
    else toast.error(statementWords.file);
  };
  return (
    <form noValidate aria-label="Read a bank statement" onSubmit={submit} className="mb-6 flex flex-col gap-4 rounded-box border border-grey-200 bg-white p-4">
      <div className="flex flex-wrap gap-4">
        <Field label={statementWords.bank} className="w-full sm:w-64">
          {(control) => (
            <ChevronSelect {...control} value={layout} onChange={(event) => setLayout(event.target.value as StatementLayoutId)}>
              {statementLayoutIds.map((id) => (
                <option key={id} value={id}>
                  {layoutName(id)}
                </option>
              ))}
            </ChevronSelect>
          )}
        </Field>
        <Field label={statementWords.file} className="w-full sm:w-96">
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className={inputClassName}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
      </div>
      {layout === 'generic' && file ? (
        columns.isError ? (
          <p className="text-danger">{columns.error.message}</p>
        ) : columns.data ? (
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-2 text-sm font-semibold text-navy-900">Columns of this statement</legend>
            {statementFields.map((field) => (
              <Field key={field} label={statementWords.column(fieldName[field])} className="w-full sm:w-48">
                {(control) => (
                  <ChevronSelect {...control} value={chosen[field] ?? ''} onChange={(event) => setChosen({ ...chosen, [field]: event.target.value })}>
                    <option value="">{(requiredStatementFields as readonly string[]).includes(field) ? 'Choose a column' : statementWords.none}</option>
                    {columns.data.map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </ChevronSelect>
                )}
              </Field>
            ))}
          </fieldset>
        ) : null
      ) : null}
      <div>
        <SubmitButton pending={upload.isPending}>{statementWords.upload}</SubmitButton>
      </div>
    </form>
  );
}

const matchWords = { number: statementWords.byNumber, amount_and_name: statementWords.byAmountAndName } as const;

function ConfirmForm({ line }: { line: StatementLine }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(confirmStatementLineSchema), defaultValues: { number: line.suggestion?.number ?? '' } });
  const confirm = useMutation({
    mutationFn: (body: { number: string }) => confirmStatementLine(line._id, body),
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: statementLinesQueryOptions.queryKey });
    },
    onError: (error) => showSubmitError(error, form),
  });
  return (
    <form
      noValidate
      aria-label={`Confirm ${formatNaira(line.amount)} of ${formatDay(line.postedOn)}`}
      onSubmit={form.handleSubmit((body) => confirm.mutate(body))}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <TextField label={statementWords.number} placeholder="INV-2026-0001" autoCapitalize="characters" className="w-56" error={form.formState.errors.number?.message} {...form.register('number')} />
      <SubmitButton pending={confirm.isPending} variant="secondary">
        {statementWords.confirm}
      </SubmitButton>
    </form>
  );
}

function StatementLineItem({ line }: { line: StatementLine }) {
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <p className="text-lg font-bold text-navy-900">{formatNaira(line.amount)}</p>
      <p className="mt-1 text-sm text-grey-700">Credited {formatDay(line.postedOn)}</p>
      <p className="mt-1 text-sm wrap-anywhere text-grey-700">Narration: {line.narration || 'none'}</p>
      {line.reference ? <p className="mt-1 text-sm wrap-anywhere text-grey-700">Reference {line.reference}</p> : null}
      <p className="mt-1 text-sm wrap-anywhere text-navy-900">
        {line.suggestion ? `Suggested: ${line.suggestion.number}, ${line.suggestion.customerName} (${matchWords[line.suggestion.matchedBy]})` : statementWords.noSuggestion}
      </p>
      <ConfirmForm line={line} />
    </li>
  );
}

/** The company's own statement read in: each credit line suggested a document, confirmed by the office once. */
export function BankStatementPage() {
  const lines = useQuery(statementLinesQueryOptions);
  return (
    <>
      <PageHeading title={statementWords.heading} lead={statementWords.intro} />
      <UploadForm />
      {lines.isPending ? (
        <ListLoading noun="statement lines" />
      ) : lines.isError ? (
        <RetryLine onRetry={() => void lines.refetch()}>The statement lines could not be loaded.</RetryLine>
      ) : lines.data.length === 0 ? (
        <ListEmpty icon={FileSpreadsheet} title="Nothing to confirm">
          {statementWords.empty}
        </ListEmpty>
      ) : (
        <ul aria-label="Statement lines to confirm" className="flex flex-col gap-3">
          {lines.data.map((line) => (
            <StatementLineItem key={line._id} line={line} />
          ))}
        </ul>
      )}
    </>
  );
}

/** What the server draws this page with: the lines waiting for confirmation. */
export const bankStatementData: PageData = ({ queryClient }) => [queryClient.ensureQueryData(statementLinesQueryOptions)];
