/** The look of every file picker: a pill-shaped "Choose files" button and the chosen names. */
export const fileInputClass =
  "block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold";
