import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * zodResolver for a schema that is imported when the form first validates, not with the page:
 * zod and a feature's schemas are ~30 KB gzip and much of a small form page's script time.
 * `preload` starts the import early (call it when the form gets focus), so a quick typist's
 * first submit does not wait for it either.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<unknown, T>>,
): Resolver<T> & { preload: () => void } {
  let ready: Promise<Resolver<T>> | undefined;
  const load = () =>
    (ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      void load();
    },
  });
}
