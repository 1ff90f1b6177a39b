import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";

export const metadata = notFoundMetadata;

/** Unknown paths under a locale get the localized not-found page, in the server's HTML. */
export default function CatchAll() {
  return notFoundPage();
}
