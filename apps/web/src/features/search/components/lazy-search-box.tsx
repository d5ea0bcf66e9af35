import { Mic, Search, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SearchBox, SearchBoxProps } from './search-box';

type SearchBoxComponent = typeof SearchBox;

/** What the visitor did in the static box before the real one arrived: replayed on it. */
type Pending = 'focus' | 'submit' | 'voice';

let loaded: SearchBoxComponent | null = null;
let loading: Promise<SearchBoxComponent> | null = null;

/** Starts (once) loading the real search box: suggestions, history, trending, voice search (issue 17). */
export function loadSearchBox(): Promise<SearchBoxComponent> {
  loading ??= import('./search-box').then(
    (module) => {
      loaded = module.SearchBox;
      return module.SearchBox;
    },
    (error: unknown) => {
      // A failed download (offline) is tried again at the next sign of use.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The search box as public pages first ship it (issue 17, docs/performance.md): the closed box's exact markup
 * (form, combobox input, clear and voice buttons, the hidden empty listbox) without its combobox code, which loads
 * on the first sign of use (pointer over the box, touch, focus). The real `SearchBox` then takes the box's place
 * with what was typed, keeps the focus and the caret, and replays a submit or a voice-button press made while it
 * loaded. Once loaded (a later page, a client navigation) the real box renders at once. The server renders this
 * static box, so hydration matches (`lazy-search-box.test.tsx` compares both markups).
 */
export function LazySearchBox(props: SearchBoxProps) {
  const [Real, setReal] = useState<SearchBoxComponent | null>(() => loaded);
  const [query, setQuery] = useState(props.defaultQuery ?? '');
  // Whether the visitor typed in the static box and whether its text box has the focus: the real box opens its
  // list at once for a visitor who typed while it loaded (no key press may follow to open it).
  const [typed, setTyped] = useState(false);
  const [focused, setFocused] = useState(false);
  const pending = useRef<Set<Pending>>(new Set());
  const caret = useRef<Caret | null>(null);
  const ownInputRef = useRef<HTMLInputElement>(null);
  const inputRef = props.inputRef ?? ownInputRef;

  const activate = (action?: Pending) => {
    if (action !== undefined) pending.current.add(action);
    loadSearchBox().then(
      (component) => setReal(() => component),
      () => pending.current.clear(),
    );
  };

  useLayoutEffect(() => {
    if (Real === null || pending.current.size === 0) return;
    const actions = pending.current;
    pending.current = new Set();
    const input = inputRef.current;
    if (actions.has('focus') && input !== null) {
      // The static box's text box had the focus as it left: the real one takes it, with the caret where it was.
      input.focus();
      const end = input.value.length;
      const { start, stop } = caret.current ?? { start: end, stop: end };
      input.setSelectionRange(Math.min(start, end), Math.min(stop, end));
    }
    caret.current = null;
    if (actions.has('submit')) input?.form?.requestSubmit();
    else if (actions.has('voice')) {
      input?.form?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.click();
    }
  }, [Real, inputRef]);

  if (Real !== null) {
    return <Real {...props} defaultQuery={query} defaultOpen={typed && focused} inputRef={inputRef} />;
  }
  return (
    <StaticSearchBox
      {...props}
      query={query}
      inputRef={inputRef}
      onQueryChange={setQuery}
      onType={() => setTyped(true)}
      onIntent={() => activate()}
      onFocusInput={() => {
        setFocused(true);
        activate();
      }}
      onBlurInput={() => setFocused(false)}
      onLeave={(leaving) => {
        // The real box takes the focus over if the static one had it when it left.
        if (leaving !== null) {
          pending.current.add('focus');
          caret.current = leaving;
        }
      }}
      onSubmit={() => activate('submit')}
      onVoice={() => activate('voice')}
    />
  );
}

/** Where the caret (or the selection) was in the static box's text box. */
interface Caret {
  start: number;
  stop: number;
}

interface StaticSearchBoxProps extends SearchBoxProps {
  query: string;
  inputRef: NonNullable<SearchBoxProps['inputRef']>;
  onQueryChange: (query: string) => void;
  /** The visitor typed in the text box (not called for the clear button). */
  onType?: () => void;
  onIntent: () => void;
  onFocusInput: () => void;
  onBlurInput?: () => void;
  /** Called as the static box is replaced: where the caret was if its text box had the focus, else null. */
  onLeave?: (focused: Caret | null) => void;
  onSubmit: () => void;
  onVoice: () => void;
}

/** The closed `SearchBox`, element for element and class for class (keep the two in step). */
export function StaticSearchBox({
  label = 'Ne arıyorsunuz?',
  hideLabel = false,
  placeholder = 'Salon, hizmet veya uzman ara (ör. saç kesimi)',
  size = 'md',
  addon,
  showSubmit = true,
  className,
  query,
  inputRef,
  onQueryChange,
  onType,
  onIntent,
  onFocusInput,
  onBlurInput,
  onLeave,
  onSubmit,
  onVoice,
}: StaticSearchBoxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const large = size === 'lg';
  const leave = useRef(onLeave);
  useLayoutEffect(() => {
    leave.current = onLeave;
  });
  useLayoutEffect(() => {
    const input = inputRef.current;
    return () => {
      // Still in the document here (layout cleanups run before the elements are removed).
      const focused = input !== null && input.ownerDocument.activeElement === input;
      leave.current?.(
        focused
          ? {
              start: input.selectionStart ?? input.value.length,
              stop: input.selectionEnd ?? input.value.length,
            }
          : null,
      );
    };
  }, [inputRef]);
  return (
    <form
      role="search"
      aria-label="Salon ara"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
      className={cn('w-full', className)}
    >
      <div
        className={cn(
          'flex flex-col gap-3',
          addon !== undefined || showSubmit ? 'md:flex-row md:items-end' : '',
        )}
      >
        <div
          className="relative min-w-0 flex-1"
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
          onPointerDown={onIntent}
        >
          <label
            htmlFor={inputId}
            className={cn('mb-1 block text-sm font-medium text-gray-800', hideLabel && 'sr-only')}
          >
            {label}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-400',
                large ? 'size-5' : 'size-4',
              )}
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={false}
              aria-controls={listboxId}
              enterKeyHint="search"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={100}
              placeholder={placeholder}
              value={query}
              onChange={(event) => {
                onQueryChange(event.target.value);
                onType?.();
              }}
              onFocus={onFocusInput}
              onBlur={onBlurInput}
              className={cn(
                'block w-full rounded-lg border bg-white text-gray-900 shadow-xs placeholder:text-gray-500',
                'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
                '[&::-webkit-search-cancel-button]:appearance-none',
                large ? 'h-12 pr-20 pl-10 text-base' : 'h-11 pr-20 pl-9 text-sm',
                'border-gray-300',
              )}
            />
            <div className="absolute inset-y-0 right-1.5 flex items-center gap-0.5">
              {query !== '' && (
                <button
                  type="button"
                  aria-label="Aramayı temizle"
                  onClick={() => {
                    onQueryChange('');
                    inputRef.current?.focus();
                  }}
                  className="inline-flex size-8 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
              <button
                type="button"
                aria-label="Sesle ara"
                aria-pressed={false}
                onClick={onVoice}
                className={cn(
                  'inline-flex size-8 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-600',
                  'text-gray-500 hover:bg-gray-100 hover:text-gray-800',
                )}
              >
                <Mic aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>

          <div
            className={cn(
              'absolute inset-x-0 top-full z-50 mt-2 max-h-[min(28rem,70vh)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-2 shadow-xl',
              'hidden',
            )}
          >
            <div id={listboxId} role="listbox" aria-label="Arama önerileri" />
          </div>
          <p role="status" className="sr-only" />
        </div>
        {addon}
        {showSubmit && (
          <Button type="submit" size="lg" className={cn('shrink-0', large ? 'h-12' : 'h-11')}>
            <Search aria-hidden="true" className="size-5" />
            Ara
          </Button>
        )}
      </div>
    </form>
  );
}
