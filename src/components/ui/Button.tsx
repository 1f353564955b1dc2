import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-outline' | 'success' | 'ghost' | 'whatsapp';

const GREEN = 'border-transparent bg-green-700 text-white hover:bg-green-800';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-orange-700 text-white hover:bg-orange-800',
  secondary:
    'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  danger: 'border-transparent bg-red-700 text-white hover:bg-red-800',
  /** A decision that is not final yet (e.g. Reject, which opens its reason form) beside a filled "yes". */
  'danger-outline':
    'border-red-700 bg-white text-red-800 hover:bg-red-50 dark:border-red-400 dark:bg-transparent dark:text-red-300 dark:hover:bg-red-950',
  success: GREEN,
  ghost: 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  whatsapp: GREEN,
};

/**
 * One disabled look for every variant, so a disabled button never passes for an enabled one: a
 * flat grey surface with a dashed edge, its text still readable (at least 4.5:1 in both themes).
 */
const DISABLED =
  'disabled:cursor-not-allowed disabled:border-dashed disabled:border-slate-400 disabled:bg-slate-100 disabled:text-slate-600 dark:disabled:border-slate-600 dark:disabled:bg-slate-900 dark:disabled:text-slate-400';

const BASE = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition-colors';

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${DISABLED} ${extra}`;
}

/**
 * A post's or a chat's own actions (Save, Share, Report, Block) look alike: the secondary button.
 * They are disabled only for a moment while the session or the shortlist loads, so they dim
 * rather than switch to the disabled look.
 */
export const ACTION_BUTTON_CLASS = `${BASE} ${VARIANTS.secondary} disabled:cursor-wait disabled:opacity-60`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
