/**
 * The content pages (legal texts, help centre, about, app download) are data: typed blocks rendered by
 * components/content-blocks.tsx. Each page's data module is imported only by its route module, so it travels in
 * that page's chunk.
 */

/**
 * Inline text with three marks: `**kalın**`, a backticked `kod` (a storage key) and `[bağlantı metni](hedef)`.
 * A link target is an app path ('/kvkk'), an anchor on the same page ('#haklariniz'), 'mailto:' or 'https:'.
 */
export type RichText = string;

export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'list'; items: readonly RichText[]; ordered?: boolean }
  /** Term and explanation pairs (company details, definitions). */
  | { kind: 'definitions'; items: readonly { term: string; text: RichText }[] }
  | {
      kind: 'table';
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly RichText[])[];
    }
  /** A heading inside a section (h3). */
  | { kind: 'subheading'; text: string; id?: string }
  /** A highlighted box. */
  | { kind: 'note'; title?: string; text: RichText }
  /** An interactive element supplied by the page (see ContentAction). */
  | { kind: 'action'; action: ContentAction };

/** Interactive blocks a page fills in: the cookie policy's "Çerez Tercihlerini Yönet" button. */
export type ContentAction = 'cookie-preferences';

export interface DocumentSection {
  /** Anchor id (ASCII, kebab-case): the table of contents links to `#id`. */
  id: string;
  title: string;
  blocks: readonly ContentBlock[];
}

export interface LegalDocument {
  title: string;
  /** One line under the title (the law it is written under, who it is for). */
  subtitle: string;
  /** ISO date (YYYY-MM-DD) of the last change, shown as DD.MM.YYYY. */
  updatedAt: string;
  /** Blocks before the first section. */
  intro: readonly ContentBlock[];
  sections: readonly DocumentSection[];
}

export interface FaqItem {
  /** Anchor id without the 'soru-' prefix, unique across the help centre. */
  id: string;
  question: string;
  answer: readonly ContentBlock[];
  /** Extra words the search should match (synonyms that are not in the text). */
  keywords?: readonly string[];
}

export interface FaqTopic {
  /** Anchor id of the topic section. */
  id: string;
  title: string;
  description: string;
  items: readonly FaqItem[];
}
