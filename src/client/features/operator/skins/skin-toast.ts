import { toast, type ToastOptions } from 'react-toastify/unstyled';

/** Toasts on the skin pages: top-center, dark, gone after 2 seconds (decision 0020). */
const SKIN_TOAST: ToastOptions = { position: 'top-center', theme: 'dark', autoClose: 2000 };

export const skinToast = {
  success: (message: string) => toast.success(message, SKIN_TOAST),
  error: (message: string) => toast.error(message, { ...SKIN_TOAST, toastId: message }),
};
