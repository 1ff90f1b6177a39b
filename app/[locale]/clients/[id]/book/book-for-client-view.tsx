"use client";

import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUserInfo } from "@/features/accounts/api";
import { useClientRelation } from "@/features/booking/api";
import { BookSession } from "@/features/booking/components/book-session";
import { useProviderProfile } from "@/features/directory/api";
import { ErrorCode } from "@/lib/api/error-codes";
import { errorCode } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";

/**
 * A therapist books a session for one of their clients, from their own listed profile (its
 * therapies, ways to meet and fees). Only their own clients; the API checks again.
 */
export function BookForClientView({ clientId }: { clientId: string }) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const me = useUserInfo();
  const relation = useClientRelation(clientId);
  const profile = useProviderProfile(me.data?.identifier);

  if (me.isLoading || relation.isLoading || profile.isLoading)
    return <Spinner label={tc("loading")} />;
  if (me.isError || relation.isError) return <p role="alert">{tc("genericError")}</p>;
  if (!relation.data?.client)
    return (
      <div role="alert" className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <p>{t("notYourClient")}</p>
        <Link href="/appointments" className={buttonClass("secondary")}>
          {t("toBookings")}
        </Link>
      </div>
    );
  if (!profile.data)
    return (
      <div role="alert" className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
        <p>
          {errorCode(profile.error) === ErrorCode.NOT_FOUND
            ? t("profileNotListed")
            : tc("genericError")}
        </p>
        <Link href="/practice" className={buttonClass("secondary")}>
          {t("toPractice")}
        </Link>
      </div>
    );

  const client = relation.data.client;
  const name = `${client.firstName} ${client.lastName}`;
  const p = profile.data;
  return (
    <>
      <h1 className="text-3xl font-bold">{t("bookForTitle", { name })}</h1>
      <p className="mb-8 mt-2 text-muted">{t("bookForSubtitle", { name })}</p>
      <BookSession
        forClient={{ identifier: client.identifier, name }}
        therapist={{
          identifier: p.identifier,
          name: `${p.firstName} ${p.lastName}`,
          categories: p.categories.map((c) => ({ identifier: c.identifier, name: c.name })),
          modalities: p.modalities,
          fees: p.fees,
        }}
      />
    </>
  );
}
