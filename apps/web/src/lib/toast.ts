/** Toasts (SPEC §9: top-right, closing after 3 s). The <Toaster> is mounted by the app providers. */
export { toast } from 'sonner';
