/**
 * What a salon's or an administrator's cancellation gives back (the refund-preview endpoints' `text`, ADR 0048),
 * shown in their cancel dialogs; nothing when nothing was paid online (`text` null).
 */
export function CancelRefundNotice({ text }: { text: string | null | undefined }) {
  if (text === null || text === undefined) return null;
  return (
    <p
      className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
      data-testid="refund-preview"
    >
      {text}
    </p>
  );
}
