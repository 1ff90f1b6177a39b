import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { SessionRoom } from "@/features/session-room/components/session-room";
import { roomOnServer } from "@/features/session-room/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

const roleOf = async () => sessionUserType(await cookies()) ?? "client";

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if ((await roomOnServer(locale, await roleOf(), id)) === NOT_FOUND) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "SessionRoom" });
  return { title: t("title") };
}

/** A session's room (issue 69): the client's, the therapist's and accepted invitees' way in. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const role = await roleOf();
  const room = await roomOnServer(locale, role, id);
  if (room === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages namespaces={["SessionRoom"]}>
      <section className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
        {/* Without a first answer (the server could not ask), the page asks in the browser. */}
        <SessionRoom id={id} side={role} initial={room} />
      </section>
    </ClientMessages>
  );
}
