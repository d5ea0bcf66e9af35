/**
 * 'İçeriğe geç': the first focusable element, jumping over the header to the page content. `keepHash` moves the
 * focus without changing the URL hash (on the admin page the hash selects the section).
 */
export function SkipLink({
  target = 'main-content',
  keepHash = false,
}: {
  target?: string;
  keepHash?: boolean;
}) {
  return (
    <a
      href={`#${target}`}
      onClick={
        keepHash
          ? (event) => {
              event.preventDefault();
              document.getElementById(target)?.focus();
            }
          : undefined
      }
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      İçeriğe geç
    </a>
  );
}
