import { BadgeCheck, Clock, Lightbulb, ShieldCheck, Wallet, Zap, type LucideIcon } from 'lucide-react';

export interface Reason {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The home page's 'Why choose us' block (SPEC.md section 1). */
export const whyChooseUs: readonly Reason[] = [
  {
    icon: Zap,
    title: 'Fast response',
    text: 'Emergency service 24/7. Urgent matters get a response within 2 hours, day or night.',
  },
  {
    icon: ShieldCheck,
    title: 'Trusted technicians',
    text: 'Trained, vetted and insured professionals who respect your home, your site and your time.',
  },
  {
    icon: Lightbulb,
    title: 'Smart solutions',
    text: 'Automation, solar and control systems that save you energy, fuel and effort every day.',
  },
];

/** The four reasons on the booking page. */
export const bookingReasons: readonly Reason[] = [
  {
    icon: Clock,
    title: 'Quick confirmation',
    text: 'We call to confirm your booking within 1-2 business hours.',
  },
  {
    icon: BadgeCheck,
    title: 'Qualified technicians',
    text: 'Every visit is handled by a trained technician with the right tools for the job.',
  },
  {
    icon: Wallet,
    title: 'Clear pricing',
    text: 'You approve the quote before any work starts. No hidden charges.',
  },
  {
    icon: ShieldCheck,
    title: 'Work we stand behind',
    text: 'Everything we install or repair is tested before we leave, and we come back if anything is not right.',
  },
];
