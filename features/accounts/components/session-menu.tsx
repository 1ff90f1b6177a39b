import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { LazyAccountMenu } from "./lazy-account-menu";

/**
 * Header actions: sign in and sign up, or the signed-in person's menu. A server component: a
 * signed-out visitor gets two links and none of the menu's JavaScript.
 */
export function SessionMenu({
  signedIn,
  links = [],
}: {
  signedIn: boolean;
  /** The dashboard's areas for this person (features/shell/nav.ts). */
  links?: { href: string; label: string }[];
}) {
  const t = useTranslations("Accounts");

  if (!signedIn) {
    return (
      <nav aria-label={t("accountNav")} className="flex items-center gap-1 sm:gap-2">
        <Link
          href="/register/therapist"
          className="hidden text-sm font-medium text-muted hover:text-ink md:inline"
        >
          {t("forTherapists")}
        </Link>
        <Link href="/login" className={buttonClass("ghost", "px-2 sm:px-3")}>
          {t("signIn")}
        </Link>
        <Link href="/register" className={buttonClass("primary", "px-3 sm:px-4")}>
          {t("signUp")}
        </Link>
      </nav>
    );
  }

  return (
    <LazyAccountMenu labels={{ myAccount: t("myAccount"), signOut: t("signOut") }} links={links} />
  );
}
