/** The toast queue (SPEC section 9): at most one visible, dismissed ones removed after a long delay. */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = (toasts: readonly Toast[]) => void;

export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  const emit = () => listeners.forEach((listener) => listener(toasts));

  const remove = (id: number) => {
    toasts = toasts.filter((toast) => toast.id !== id);
    timers.delete(id);
    emit();
  };

  return {
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input: ToastInput): number {
      const id = nextId++;
      toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
      emit();
      return id;
    },
    dismiss(id: number) {
      toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast));
      emit();
      if (!timers.has(id))
        timers.set(
          id,
          setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
        );
    },
  };
}

export const toasts = createToastStore();
export const toast = (input: ToastInput) => toasts.show(input);
