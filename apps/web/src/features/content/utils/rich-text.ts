import type { ContentBlock, RichText } from '../types';

export type RichTextToken =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const MARKS = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits `**kalın**`, `` `kod` `` and `[metin](hedef)` marks out of a rich text. */
export function parseRichText(text: RichText): RichTextToken[] {
  const tokens: RichTextToken[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    const index = match.index;
    if (index > last) tokens.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) tokens.push({ kind: 'strong', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'code', text: match[2] });
    else tokens.push({ kind: 'link', text: match[3] ?? '', href: match[4] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

/** The words a reader sees, without the marks. */
export function richTextToPlain(text: RichText): string {
  return parseRichText(text)
    .map((token) => token.text)
    .join('');
}

/** All readable text of some blocks (for search). */
export function blocksToPlainText(blocks: readonly ContentBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'paragraph':
        parts.push(richTextToPlain(block.text));
        break;
      case 'list':
        parts.push(...block.items.map(richTextToPlain));
        break;
      case 'definitions':
        for (const item of block.items) parts.push(item.term, richTextToPlain(item.text));
        break;
      case 'table':
        parts.push(block.caption, ...block.columns);
        for (const row of block.rows) parts.push(...row.map(richTextToPlain));
        break;
      case 'subheading':
        parts.push(block.text);
        break;
      case 'note':
        if (block.title !== undefined) parts.push(block.title);
        parts.push(richTextToPlain(block.text));
        break;
      case 'action':
        break;
    }
  }
  return parts.join(' ');
}

/** '2026-11-22' → '22.11.2026' (the date as written, no time zone shift). */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}
