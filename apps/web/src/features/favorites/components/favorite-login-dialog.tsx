import { useRef } from 'react';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LOGIN_TO_FAVORITE } from './favorite-messages';

/** Asks a visitor who pressed a heart to log in first (they come back to the page afterwards). */
export function FavoriteLoginDialog({
  open,
  onClose,
  onLogin,
}: {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}) {
  const loginRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Giriş yapın"
      description={LOGIN_TO_FAVORITE}
      size="sm"
      initialFocusRef={loginRef}
    >
      <p className="text-sm text-gray-600">
        Beğendiğiniz salonları kaydedin, sonra tek dokunuşla yeniden bulun. Girişten sonra bu sayfaya geri
        döneceksiniz.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Vazgeç
        </Button>
        <Button ref={loginRef} onClick={onLogin}>
          <LogIn aria-hidden="true" className="size-4" />
          Giriş Yap
        </Button>
      </div>
    </Dialog>
  );
}
