import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  /** A tab that is a URL renders as a link (middle click opens it in a new browser tab). */
  href?: string;
}

export interface TabListProps<T extends string> {
  tabs: readonly TabItem<T>[];
  selected: T;
  /** Called on click and on arrow keys (automatic activation). */
  onSelect: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (see `tabId` and `tabPanelId`). */
  idPrefix: string;
  className?: string;
}

export function tabId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

export function tabPanelId(idPrefix: string, id: string): string {
  return `${idPrefix}-panel-${id}`;
}

const tabClasses = (active: boolean) =>
  cn(
    '-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-3 sm:px-4 text-sm font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
    active
      ? 'border-brand-600 text-brand-700'
      : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
  );

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A WAI-ARIA tab list with automatic activation: Left/Right arrows (wrapping), Home and End move the focus and
 * select; only the selected tab is in the Tab order. Tabs with `href` are links (a tab per URL), the others
 * buttons; either way selection goes through `onSelect`.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  className,
}: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // On a narrow screen the list scrolls sideways: keep the selected tab in view (without scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab) return;
    const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (left < list.scrollLeft) list.scrollLeft = left;
    else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left + tab.offsetWidth - list.clientWidth;
    }
  }, [selected]);

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (tab === undefined) return;
    refs.current.get(tab.id)?.focus();
    if (tab.id !== selected) onSelect(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => refs.current.get(tab.id) === document.activeElement);
    if (current === -1) return;
    const target =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn('flex overflow-x-auto border-b border-gray-200', className)}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        const common = {
          ref: (element: HTMLElement | null) => {
            if (element) refs.current.set(tab.id, element);
            else refs.current.delete(tab.id);
          },
          role: 'tab',
          id: tabId(idPrefix, tab.id),
          'aria-selected': active,
          // Only the selected panel is rendered: point at it from its own tab only.
          'aria-controls': active ? tabPanelId(idPrefix, tab.id) : undefined,
          tabIndex: active ? 0 : -1,
          className: tabClasses(active),
        } as const;
        if (tab.href !== undefined) {
          return (
            <Link
              key={tab.id}
              {...common}
              to={tab.href}
              onClick={(event) => {
                if (isModifiedClick(event)) return;
                event.preventDefault();
                onSelect(tab.id);
              }}
            >
              {tab.label}
            </Link>
          );
        }
        return (
          <button key={tab.id} type="button" {...common} onClick={() => onSelect(tab.id)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  idPrefix: string;
  /** The id of the tab this panel belongs to. */
  id: string;
  children: ReactNode;
  className?: string;
}

/** The content of the selected tab, labelled by it and focusable (Tab from the tab list lands here). */
export function TabPanel({ idPrefix, id, children, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className={cn('focus-visible:outline-2 focus-visible:outline-offset-4', className)}
    >
      {children}
    </div>
  );
}
