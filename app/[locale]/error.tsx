"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { reportCaughtError } from "@/lib/error-reports/client";

export default function ErrorPage({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations("ErrorPage");
  useEffect(() => reportCaughtError(error), [error]);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("text")}</p>
      <Button className="mt-8" onClick={reset}>
        {t("retry")}
      </Button>
    </section>
  );
}
