import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { OverviewWelcome } from "@/features/accounts/components/overview-welcome";
import { AwaitingPayment } from "@/features/booking/components/awaiting-payment";
import { UpcomingSections } from "@/features/booking/components/booking-list";
import { PendingReschedules } from "@/features/booking/components/pending-reschedules";
import { StartingSoon } from "@/features/booking/components/starting-soon";
import { UnreadMessagesBadge } from "@/features/messaging";
import { InvitedStartingSoon } from "@/features/participants/components/invited-starting-soon";
import { RatingOverview } from "@/features/reviews/components/rating-overview";
import { ListingNotice } from "@/features/practice/components/listing-checklist";
import { UpdateProfileNotice } from "@/features/client-account/components/update-profile-notice";
import { NextSessionRoom } from "@/features/session-room/components/next-session-room";
import { AreaCards } from "@/features/shell/components/area-cards";
import { FormsToDo } from "@/features/care/components/form-lists";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "dashboard");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const role = sessionUserType(await cookies()) ?? "client";
  const t = await getTranslations("Booking");
  const tn = await getTranslations("Nav");
  // A therapist's week comes before the rest of their overview; a client's after their to-dos.
  const upcoming = (
    <div>
      <h2 className="mb-4 text-xl font-semibold">{t("upcoming")}</h2>
      <UpcomingSections role={role} limit={5} />
    </div>
  );
  return (
    <ClientMessages
      namespaces={[
        "Accounts",
        "Booking",
        "Care",
        "ClientAccount",
        "Common",
        "Lifecycle",
        "Participants",
        "Practice",
        "Reviews",
        "SessionRoom",
      ]}
    >
      <section className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        <OverviewWelcome />
        {role === "provider" && <ListingNotice />}
        <StartingSoon role={role}>
          <NextSessionRoom role={role} />
        </StartingSoon>
        {role === "client" && <InvitedStartingSoon />}
        {role === "client" && <AwaitingPayment />}
        {role === "client" && <UpdateProfileNotice />}
        {role === "client" && <FormsToDo />}
        <PendingReschedules role={role} />
        {role === "provider" && upcoming}
        {role === "provider" && <RatingOverview />}
        <AreaCards
          role={role}
          badges={{ messages: <UnreadMessagesBadge label={tn("unread")} /> }}
        />
        {role === "client" && upcoming}
      </section>
    </ClientMessages>
  );
}
