import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './dialog';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

/**
 * `Dialog` for pages whose first load should not carry it (issue 17): nothing until it is first opened (a closed
 * Dialog renders nothing either), then the dialog's chunk, then the Dialog itself, kept mounted afterwards.
 */
export function LazyDialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
