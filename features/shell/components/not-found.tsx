import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";

/** What a visitor sees at an address that leads nowhere. */
export function NotFound() {
  const t = useTranslations("NotFound");
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("text")}</p>
      <Link href="/" className={buttonClass("primary", "mt-8")}>
        {t("home")}
      </Link>
    </section>
  );
}
