import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself. */
  duration: number;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}

/** One toast at a time, shown for 5 s unless told otherwise; a dismissed toast is removed after the delay. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

interface ToastState {
  toasts: Toast[];
  show: (input: ToastInput) => string;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
}

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** One store for the whole page: shared-ui is a Module Federation singleton. */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (input) => {
    counter += 1;
    const id = String(counter);
    const toast: Toast = {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
      open: true,
    };
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss: (id) => {
    const targets = get().toasts.filter((toast) => id === undefined || toast.id === id);
    for (const toast of targets) {
      if (removalTimers.has(toast.id)) continue;
      removalTimers.set(
        toast.id,
        setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY),
      );
    }
    set((state) => ({
      toasts: state.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
    }));
  },
  remove: (id) => {
    const timer = removalTimers.get(id);
    if (timer) clearTimeout(timer);
    removalTimers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
}));

/** Show a toast from anywhere (shell or any remote). */
export function toast(input: ToastInput): string {
  return useToastStore.getState().show(input);
}
