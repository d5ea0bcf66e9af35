import { MessageSquareReply } from 'lucide-react';
import { formatDate } from '@/lib/format';

/** The salon's answer under a review. */
export function ReviewReply({ reply, repliedAt }: { reply: string; repliedAt: string | null }) {
  return (
    <div className="rounded-lg border-l-4 border-brand-300 bg-gray-50 p-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold text-gray-700">
        <MessageSquareReply aria-hidden="true" className="size-4" />
        Salonun yanıtı
        {repliedAt !== null && (
          <time dateTime={repliedAt} className="font-normal text-gray-500">
            {`· ${formatDate(repliedAt)}`}
          </time>
        )}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{reply}</p>
    </div>
  );
}
