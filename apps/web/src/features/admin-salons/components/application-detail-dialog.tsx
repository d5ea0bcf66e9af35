import { GENDER_FOCUS_LABELS } from '@salonya/domain/format/names';
import { formatFileSize } from '@salonya/domain/format/number';
import { CircleCheck, CircleX, FileText, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import {
  approveApplicationRequestSchema,
  rejectApplicationRequestSchema,
  type ApplicationDetail,
} from '@salonya/contracts/admin';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { failureMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { APPROVE_FAILED, useApproveApplication } from '../api/approve-application';
import { useApplication } from '../api/get-application';
import { DOCUMENT_OPEN_FAILED, openApplicationDocument } from '../api/open-application-document';
import { REJECT_FAILED, useRejectApplication } from '../api/reject-application';
import { ApplicationStatusBadge } from './application-status';

const GENDER_LABELS = GENDER_FOCUS_LABELS;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

const formatSize = formatFileSize;

function Decision({
  application,
  onOpenSalon,
}: {
  application: ApplicationDetail;
  onOpenSalon: (salonId: number) => void;
}) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();

  if (application.status === 'approved') {
    return (
      <Alert variant="success" title="Başvuru onaylandı">
        <p>
          Salon ve sahibinin hesabı oluşturuldu
          {application.reviewed_by !== null && <> ({application.reviewed_by.name})</>}.
        </p>
        {application.salon_id !== null && (
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            onClick={() => onOpenSalon(application.salon_id ?? 0)}
          >
            <Store aria-hidden="true" className="size-4" />
            Salonu aç
          </Button>
        )}
      </Alert>
    );
  }
  if (application.status === 'rejected') {
    return (
      <Alert variant="error" title="Başvuru reddedildi">
        {application.review_note ?? ''}
      </Alert>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setDialog('approve')}>
        <CircleCheck aria-hidden="true" className="size-4" />
        Başvuruyu onayla
      </Button>
      <Button variant="danger" onClick={() => setDialog('reject')}>
        <CircleX aria-hidden="true" className="size-4" />
        Reddet
      </Button>
      <TextFormDialog
        open={dialog === 'approve'}
        onClose={() => setDialog(null)}
        title="Başvuruyu onayla"
        description={`${application.salon_name} salonu ve ${application.applicant_name} için salon sahibi hesabı oluşturulacak; başvurana e-posta gönderilir.`}
        field="note"
        label="Not (isteğe bağlı)"
        schema={approveApplicationRequestSchema.shape.note}
        maxLength={1000}
        submitLabel="Onayla"
        fallbackMessage={APPROVE_FAILED}
        onSubmit={async (note) => {
          await approve.mutateAsync({ id: application.id, ...(note === '' ? {} : { note }) });
          setDialog(null);
        }}
      />
      <TextFormDialog
        open={dialog === 'reject'}
        onClose={() => setDialog(null)}
        title="Başvuruyu reddet"
        description="Gerekçe başvurana e-posta ile iletilir."
        field="reason"
        label="Red gerekçesi"
        schema={rejectApplicationRequestSchema.shape.reason}
        maxLength={1000}
        submitLabel="Reddet"
        submitVariant="danger"
        fallbackMessage={REJECT_FAILED}
        onSubmit={async (reason) => {
          await reject.mutateAsync({ id: application.id, reason });
          setDialog(null);
        }}
      />
    </div>
  );
}

/** An application from /salon-ol: who, what, documents, and approve or reject with a reason. */
export function ApplicationDetailDialog({
  applicationId,
  onClose,
  onOpenSalon,
}: {
  applicationId: number | null;
  onClose: () => void;
  onOpenSalon: (salonId: number) => void;
}) {
  const query = useApplication(applicationId);
  const application = query.data;
  return (
    <Dialog
      open={applicationId !== null}
      onClose={onClose}
      title={application === undefined ? 'Salon başvurusu' : `${application.salon_name} başvurusu`}
      size="lg"
    >
      {query.isPending && <LoadingState label="Başvuru yükleniyor…" />}
      {query.isError && (
        <ErrorState
          title="Başvuru yüklenemedi"
          message={failureMessage(query.error, 'Başvuru yüklenemedi')}
          onRetry={() => void query.refetch()}
        />
      )}
      {application !== undefined && (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <ApplicationStatusBadge status={application.status} />
            <span>#{application.id}</span>
            <span>· {formatDateTime(application.created_at)}</span>
          </div>
          <Decision application={application} onOpenSalon={onOpenSalon} />
          <section aria-labelledby="application-business" className="space-y-3">
            <h3 id="application-business" className="text-sm font-semibold text-gray-900">
              İşletme
            </h3>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Salon adı">{application.salon_name}</Field>
              <Field label="Tür">
                {application.salon_type_label} · {GENDER_LABELS[application.gender_focus]}
              </Field>
              <Field label="Adres">
                {application.address}, {application.district}/{application.city}
              </Field>
              <Field label="Kategoriler">{application.categories.map((c) => c.name).join(', ') || '—'}</Field>
              <Field label="Vergi numarası">{application.tax_number}</Field>
              <Field label="Personel sayısı">{application.staff_count}</Field>
            </dl>
            {application.note !== '' && (
              <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">{application.note}</p>
            )}
          </section>
          <section aria-labelledby="application-applicant" className="space-y-3">
            <h3 id="application-applicant" className="text-sm font-semibold text-gray-900">
              Başvuran
            </h3>
            <dl className="grid gap-4 sm:grid-cols-3">
              <Field label="Ad soyad">{application.applicant_name}</Field>
              <Field label="E-posta">{application.applicant_email}</Field>
              <Field label="Telefon">{application.applicant_phone}</Field>
            </dl>
          </section>
          <section aria-labelledby="application-documents" className="space-y-3">
            <h3 id="application-documents" className="text-sm font-semibold text-gray-900">
              Belgeler ({application.documents.length})
            </h3>
            <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
              {application.documents.map((doc) => (
                <li key={doc.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="flex min-w-0 items-center gap-2">
                    <FileText aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
                    <span className="min-w-0">
                      <span className="block text-sm font-medium text-gray-900">{doc.kind_label}</span>
                      <span className="block truncate text-xs text-gray-500">
                        {doc.original_name} · {formatSize(doc.size_bytes)}
                      </span>
                    </span>
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${doc.kind_label} belgesini aç`}
                    onClick={() =>
                      void openApplicationDocument(doc.download_path).catch((e: unknown) =>
                        toast.error(failureMessage(e, DOCUMENT_OPEN_FAILED)),
                      )
                    }
                  >
                    Aç
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Dialog>
  );
}
