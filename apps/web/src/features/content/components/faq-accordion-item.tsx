import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FaqItem } from '../types';
import { ContentBlocks } from './content-blocks';

/** The anchor id of a question (`/yardim#soru-sifremi-unuttum` opens it). */
export function faqAnchorId(itemId: string): string {
  return `soru-${itemId}`;
}

/**
 * One question of the help centre: a heading whose button shows or hides the answer (aria-expanded,
 * aria-controls). Enter and Space work because it is a real button.
 */
export function FaqAccordionItem({
  item,
  open,
  onToggle,
}: {
  item: FaqItem;
  open: boolean;
  onToggle: () => void;
}) {
  const anchorId = faqAnchorId(item.id);
  const buttonId = `${anchorId}-dugme`;
  const panelId = `${anchorId}-yanit`;
  return (
    <div id={anchorId} className="scroll-mt-24">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-lg px-4 py-4 text-left text-base font-medium text-gray-900 hover:bg-gray-50"
        >
          <span>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('mt-0.5 size-5 shrink-0 text-gray-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="px-4 pb-5">
        <ContentBlocks blocks={item.answer} className="text-[0.95rem]" />
      </div>
    </div>
  );
}
