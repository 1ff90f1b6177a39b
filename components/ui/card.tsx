import type { ReactNode } from "react";

type Heading = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The centred panel of the sign-in, sign-up and account pages. */
export function FormCard(heading: Heading) {
  return (
    <FormPanel>
      <FormHeading {...heading} />
    </FormPanel>
  );
}

/** FormCard's panel alone: the sign-in pages' layout holds it, each page its heading. */
export function FormPanel({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        {children}
      </div>
    </section>
  );
}

/** FormCard's heading and content, for a page whose layout holds the FormPanel. */
export function FormHeading({ title, subtitle, children }: Heading) {
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-2 text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </>
  );
}
