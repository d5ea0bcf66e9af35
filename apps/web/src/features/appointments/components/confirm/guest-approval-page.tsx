import { useState } from 'react';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { GuestApproval } from '@salonya/contracts/booking-confirmations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { failureMessage } from '@/lib/form-errors';
import {
  GUEST_FAILED,
  useAnswerGuestApproval,
  useGuestApproval,
  type GuestAnswer,
} from '../../api/confirmations';
import { AppointmentSummary } from './appointment-summary';

/**
 * /a/{token} (minimal layout, no login): a customer approves or declines the appointment a salon booked for them
 * (a guest, or a customer named by e-mail or phone whose account gets the appointment only on approval). An expired or already answered link says so instead of offering the buttons.
 */
export function GuestApprovalPage({ token }: { token: string }) {
  const query = useGuestApproval(token);
  if (query.isPending) return <LoadingState label="Randevu yükleniyor…" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 410) {
      return (
        <EmptyState
          pageHeading
          title={status === 410 ? 'Bağlantının süresi doldu' : 'Bağlantı geçersiz'}
          description={
            status === 410
              ? 'Bu onay bağlantısının süresi dolmuş. Yeni bir bağlantı için salonu arayın.'
              : 'Bu onay bağlantısı bulunamadı. Bağlantıyı eksiksiz kopyaladığınızdan emin olun ya da salonu arayın.'
          }
        />
      );
    }
    return (
      <ErrorState
        pageHeading
        title="Randevu yüklenemedi"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  return <Approval token={token} approval={query.data} />;
}

function Approval({ token, approval }: { token: string; approval: GuestApproval }) {
  const answer = useAnswerGuestApproval(token);
  const [running, setRunning] = useState<GuestAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const appointment = approval.appointment;
  const salonPhone = appointment.salon.phone;

  const send = async (value: GuestAnswer) => {
    setProblem(null);
    setRunning(value);
    try {
      await answer.mutateAsync(value);
    } catch (error) {
      setProblem(failureMessage(error, GUEST_FAILED));
    } finally {
      setRunning(null);
    }
  };

  return (
    <div className="space-y-6">
      <State approval={approval} />
      {problem !== null && (
        <Alert variant="error" title="İşlem yapılamadı">
          {problem}
        </Alert>
      )}
      <AppointmentSummary appointment={appointment} />
      {approval.state === 'pending' && (
        <div className="space-y-3">
          {approval.expires_at && (
            <p className="text-sm text-gray-600">
              Bu bağlantı {formatDateTime(approval.expires_at)} tarihine kadar geçerlidir.
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              size="lg"
              className="grow"
              onClick={() => void send('approve')}
              isLoading={running === 'approve'}
              disabled={running !== null}
            >
              Randevuyu Onayla
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="grow"
              onClick={() => void send('decline')}
              isLoading={running === 'decline'}
              disabled={running !== null}
            >
              Reddet
            </Button>
          </div>
        </div>
      )}
      {salonPhone && (
        <p className="text-center text-sm text-gray-600">
          Sorunuz mu var? Salonu arayın:{' '}
          <a href={`tel:${salonPhone}`} className="font-medium text-brand-700 hover:underline">
            {salonPhone}
          </a>
        </p>
      )}
    </div>
  );
}

function State({ approval }: { approval: GuestApproval }) {
  const name = approval.appointment.customer?.name;
  switch (approval.state) {
    case 'pending':
      return (
        <Header icon="clock" title="Randevunuzu onaylayın">
          {name ? `Merhaba ${name}, ` : ''}
          {approval.appointment.salon.name} sizin için aşağıdaki randevuyu oluşturdu. Uygunsa onaylayın,
          değilse reddedin.
        </Header>
      );
    case 'approved':
      return (
        <Header icon="check" title="Randevunuz onaylandı">
          Teşekkürler! Sizi belirtilen saatte bekliyoruz.
          {/* A walk-in for a customer account joins that account only with this approval (issue 15). */}
          {approval.appointment.source === 'salon' &&
            ' Randevu Salonya hesabınıza eklendi; Randevularım sayfasında da görebilirsiniz.'}
        </Header>
      );
    case 'declined':
      return (
        <Header icon="x" title="Randevuyu reddettiniz">
          Salona bildirildi; randevu iptal edildi.
        </Header>
      );
    case 'expired':
      return (
        <Header icon="clock" title="Bağlantının süresi doldu">
          Bu onay bağlantısının süresi dolmuş. Yeni bir bağlantı için salonu arayın.
        </Header>
      );
    case 'used':
      return (
        <Header icon="check" title="Bu bağlantı kullanıldı">
          Bu randevu için yanıtınız daha önce alındı.
        </Header>
      );
  }
}

function Header({
  icon,
  title,
  children,
}: {
  icon: 'check' | 'x' | 'clock';
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      {icon === 'check' && <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />}
      {icon === 'x' && <CircleX aria-hidden="true" className="size-12 text-gray-500" />}
      {icon === 'clock' && <Clock aria-hidden="true" className="size-12 text-amber-600" />}
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="text-gray-700">{children}</p>
    </div>
  );
}
