/**
 * App-wide toasts. Features call these, never a toast library directly, so the implementation
 * can change in one place. Default duration is 7000 ms (spec §9), set on the <Toaster>.
 */
import { toast as sonner } from 'sonner';

export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => sonner.error(message),
  info: (message: string) => sonner.info(message),
};
