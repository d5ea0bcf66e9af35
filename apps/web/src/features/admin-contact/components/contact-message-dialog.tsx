import { CheckCheck, Mail, Reply } from 'lucide-react';
import { useState } from 'react';
import { contactReplyRequestSchema, type AdminContactMessage } from '@salonya/contracts/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { TextFormDialog } from '@/components/ui/text-form-dialog';
import { failureMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { MESSAGE_LOAD_FAILED, useContactMessage } from '../api/get-contact-message';
import { DONE_FAILED, useMarkContactMessageDone } from '../api/mark-contact-message-done';
import { REPLY_FAILED, useReplyContactMessage } from '../api/reply-contact-message';
import { ContactStatusBadge } from './contact-status';

function MessageBody({ message }: { message: AdminContactMessage }) {
  const [replying, setReplying] = useState(false);
  const reply = useReplyContactMessage();
  const done = useMarkContactMessageDone();
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
        <ContactStatusBadge status={message.status} />
        <span>{message.subject_label}</span>
        <span>· {formatDateTime(message.created_at)}</span>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-gray-500">Gönderen</dt>
          <dd className="text-gray-900">{message.name}</dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">E-posta</dt>
          <dd>
            <a href={`mailto:${message.email}`} className="text-brand-700 hover:underline">
              {message.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">Telefon</dt>
          <dd className="text-gray-900">{message.phone ?? '—'}</dd>
        </div>
      </dl>
      <blockquote className="rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm whitespace-pre-line text-gray-800">
        {message.message}
      </blockquote>
      {message.reply !== null && (
        <section
          aria-labelledby="contact-reply-title"
          className="rounded-lg border border-brand-200 bg-brand-50/50 p-4"
        >
          <h3
            id="contact-reply-title"
            className="flex items-center gap-2 text-sm font-semibold text-brand-900"
          >
            <Mail aria-hidden="true" className="size-4" />
            Gönderilen yanıt
          </h3>
          <p className="mt-1 text-xs text-gray-600">
            {message.replied_by?.name ?? 'Yönetici'}
            {message.replied_at !== null && <> · {formatDateTime(message.replied_at)}</>}
          </p>
          <p className="mt-2 text-sm whitespace-pre-line text-gray-800">{message.reply}</p>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setReplying(true)}>
          <Reply aria-hidden="true" className="size-4" />
          {message.reply === null ? 'E-posta ile yanıtla' : 'Yeniden yanıtla'}
        </Button>
        {message.status !== 'done' && (
          <Button
            variant="outline"
            isLoading={done.isPending}
            onClick={() =>
              done.mutate(message.id, { onError: (e) => toast.error(failureMessage(e, DONE_FAILED)) })
            }
          >
            {!done.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
            Tamamlandı olarak işaretle
          </Button>
        )}
      </div>
      <TextFormDialog
        open={replying}
        onClose={() => setReplying(false)}
        title={`${message.name} kişisine yanıt`}
        description={`Yanıtınız ${message.email} adresine e-posta ile gönderilir.`}
        field="message"
        label="Yanıt"
        schema={contactReplyRequestSchema.shape.message}
        maxLength={5000}
        submitLabel="Gönder"
        fallbackMessage={REPLY_FAILED}
        onSubmit={async (text) => {
          await reply.mutateAsync({ id: message.id, message: text });
          setReplying(false);
        }}
      />
    </div>
  );
}

/** One contact message: read it, reply by e-mail, mark it done. */
export function ContactMessageDialog({
  messageId,
  onClose,
}: {
  messageId: number | null;
  onClose: () => void;
}) {
  const query = useContactMessage(messageId);
  return (
    <Dialog
      open={messageId !== null}
      onClose={onClose}
      title={query.data?.subject_label ?? 'İletişim mesajı'}
      size="lg"
    >
      {query.isPending && <LoadingState label="Mesaj yükleniyor…" />}
      {query.isError && (
        <ErrorState
          title={MESSAGE_LOAD_FAILED}
          message={failureMessage(query.error, MESSAGE_LOAD_FAILED)}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.data !== undefined && <MessageBody message={query.data} />}
    </Dialog>
  );
}
