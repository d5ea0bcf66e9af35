import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ContentAction, ContentBlock } from '../types';
import { RichText } from './rich-text';

export type ContentActions = Partial<Record<ContentAction, ReactNode>>;

function Table({ block }: { block: Extract<ContentBlock, { kind: 'table' }> }) {
  const captionId = useId();
  return (
    // A wide table scrolls sideways on a phone; the wrapper is focusable so the keyboard can scroll it too.
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white print:overflow-visible print:border-gray-400"
    >
      <table className="min-w-full border-collapse text-left text-sm">
        <caption
          id={captionId}
          className="border-b border-gray-200 px-4 py-3 text-left font-semibold text-gray-900"
        >
          {block.caption}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            {block.columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-2.5 font-semibold whitespace-nowrap text-gray-900"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="align-top">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-4 py-3 font-medium text-gray-900">
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={cellIndex} className="px-4 py-3 leading-6 text-gray-700">
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block, actions }: { block: ContentBlock; actions: ContentActions | undefined }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="leading-7 text-gray-700">
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered === true ? 'ol' : 'ul';
      return (
        <List
          className={cn(
            'space-y-2 pl-6 leading-7 text-gray-700 marker:text-brand-600',
            block.ordered === true ? 'list-decimal' : 'list-disc',
          )}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'definitions':
      return (
        <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-gray-200 bg-white p-4 text-sm sm:grid-cols-[minmax(9rem,14rem)_1fr] print:border-gray-400">
          {block.items.map((item) => (
            <div key={item.term} className="contents">
              <dt className="font-semibold text-gray-900">{item.term}</dt>
              <dd className="mb-2 leading-6 text-gray-700 sm:mb-0">
                <RichText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'table':
      return <Table block={block} />;
    case 'subheading':
      return (
        <h3 id={block.id} className="scroll-mt-24 pt-2 text-base font-semibold text-gray-900">
          {block.text}
        </h3>
      );
    case 'note':
      return (
        <div className="rounded-lg border-l-4 border-brand-500 bg-brand-50 p-4 text-sm leading-6 text-gray-800 print:bg-white">
          {block.title !== undefined && <p className="mb-1 font-semibold text-gray-900">{block.title}</p>}
          <p>
            <RichText text={block.text} />
          </p>
        </div>
      );
    case 'action':
      return <>{actions?.[block.action] ?? null}</>;
  }
}

/** Renders content blocks with the reading styles of the content pages. */
export function ContentBlocks({
  blocks,
  actions,
  className,
}: {
  blocks: readonly ContentBlock[];
  actions?: ContentActions;
  className?: string;
}) {
  return (
    <div className={cn('space-y-4', className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} actions={actions} />
      ))}
    </div>
  );
}
