import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { loginRequestSchema } from '@salonya/contracts/auth';
import { LOGIN_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Alert } from '@/components/ui/alert';
import { FormFailureAlert } from '@/components/ui/form-failure-alert';
import { PasswordField } from '@/components/ui/password-field';
import { EmailField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { failureMessage, useFormFailure } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import {
  LOGIN_LINK_FAILED,
  LOGIN_LINK_SIGN_IN_FAILED,
  useRequestLoginLink,
  useSignInWithLink,
} from '../api/login-link';
import { useGoToLanding } from '../hooks/use-go-to-landing';

const SERVER_FIELDS = ['email', 'password', 'remember'] as const;

export function LoginForm() {
  const goToLanding = useGoToLanding();
  const login = useLogin();
  const requestLink = useRequestLoginLink();
  const linkSignIn = useSignInWithLink();
  const [searchParams] = useSearchParams();
  const linkToken = searchParams.get('baglanti');
  const linkUsed = useRef(false);
  // 429 LOGIN_THROTTLED: the account saw too many failed sign-ins; a mailed one-time link still works.
  const [throttled, setThrottled] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { failure, clear, show } = useFormFailure({
    fields: SERVER_FIELDS,
    setError,
    fallbackMessage: LOGIN_FAILED,
  });

  useEffect(() => {
    // A mailed sign-in link (/giris?baglanti=…) works once: sign in with it a single time.
    if (linkToken === null || linkUsed.current) return;
    linkUsed.current = true;
    linkSignIn
      .mutateAsync({ token: linkToken })
      .then((response) => {
        toast.success(response.message);
        goToLanding(response.user.user_type);
      })
      .catch((error: unknown) => setLinkError(failureMessage(error, LOGIN_LINK_SIGN_IN_FAILED)));
  }, [linkToken, linkSignIn, goToLanding]);

  const sendLink = async () => {
    setLinkError(null);
    try {
      const response = await requestLink.mutateAsync({ email: getValues('email').trim().toLowerCase() });
      setLinkSent(response.message);
    } catch (error) {
      setLinkError(failureMessage(error, LOGIN_LINK_FAILED));
    }
  };

  const onSubmit = handleSubmit(async (data) => {
    clear();
    setThrottled(false);
    setLinkSent(null);
    try {
      const response = await login.mutateAsync(data);
      toast.success(response.message);
      goToLanding(response.user.user_type);
    } catch (error) {
      // 401 INVALID_CREDENTIALS: the server's 'E-posta adresi veya şifre hatalı.' above the form.
      show(error);
      if (error instanceof ApiError && error.code === 'LOGIN_THROTTLED') setThrottled(true);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {linkSignIn.isPending && <Alert variant="info">Giriş bağlantınız kontrol ediliyor…</Alert>}
      {linkError !== null && <Alert variant="error">{linkError}</Alert>}
      {linkSent !== null && <Alert variant="success">{linkSent}</Alert>}
      <FormFailureAlert failure={failure}>
        {throttled && linkSent === null && (
          <div className="mt-2 space-y-2">
            <p>
              Bu hesapla çok fazla başarısız deneme yapıldı. E-posta adresinize tek kullanımlık bir giriş
              bağlantısı gönderebiliriz.
            </p>
            <Button type="button" variant="secondary" isLoading={requestLink.isPending} onClick={sendLink}>
              Giriş bağlantısı gönder
            </Button>
          </div>
        )}
      </FormFailureAlert>
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Şifre"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Beni hatırla" error={errors.remember?.message} {...register('remember')} />
        <Link
          to={paths.passwordReset.getHref()}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Şifremi unuttum
        </Link>
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={login.isPending}>
        Giriş Yap
      </Button>
      <p className="text-center text-sm text-gray-600">
        Hesabınız yok mu?{' '}
        <Link to={paths.register.getHref()} className="font-medium text-brand-700 hover:underline">
          Üye Ol
        </Link>
      </p>
    </form>
  );
}
