import type { ReactNode } from 'react';

/** Green, amber and red are kept for states (DESIGN.md): done or paid, waiting, failed; navy for under way, grey for closed. */
export type ChipTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const tones: Record<ChipTone, string> = {
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
  info: 'bg-navy-100 text-navy-900',
  neutral: 'bg-grey-100 text-grey-700',
};

/** A row's state in a word or two, coloured by what it asks of the office. */
export function StatusChip({ tone, children, className = '' }: { tone: ChipTone; children: ReactNode; className?: string }) {
  return <span className={`inline-flex rounded-box px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${tones[tone]} ${className}`.trim()}>{children}</span>;
}
