/**
 * The classes of a text input, select or textarea. Their own module (issue 17): a select or search input imports
 * them without the text field component, so /arama's sort select does not load `TextField`.
 */
export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 ' +
  'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200 ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100';
