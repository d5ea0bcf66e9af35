import { Link } from 'react-router';
import type { RichText as RichTextValue } from '../types';
import { parseRichText } from '../utils/rich-text';

export const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700';

function RichLink({ href, text }: { href: string; text: string }) {
  if (href.startsWith('#')) {
    return (
      <Link to={{ hash: href }} className={linkClasses}>
        {text}
      </Link>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClasses}>
        {text}
      </Link>
    );
  }
  if (href.startsWith('https:')) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        {text}
        <span className="sr-only"> (yeni sekmede açılır)</span>
      </a>
    );
  }
  return (
    <a href={href} className={linkClasses}>
      {text}
    </a>
  );
}

/** Inline text with **bold**, `code` and [links](…) (see RichText in types.ts). */
export function RichText({ text }: { text: RichTextValue }) {
  return (
    <>
      {parseRichText(text).map((token, index) => {
        switch (token.kind) {
          case 'text':
            return token.text;
          case 'strong':
            return (
              <strong key={index} className="font-semibold text-gray-900">
                {token.text}
              </strong>
            );
          case 'code':
            return (
              <code
                key={index}
                className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-[0.85em] text-gray-900"
              >
                {token.text}
              </code>
            );
          case 'link':
            return <RichLink key={index} href={token.href} text={token.text} />;
        }
      })}
    </>
  );
}
