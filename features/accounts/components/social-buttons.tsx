"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { useStartSocial, type SocialProvider } from "../social-api";

/**
 * "Continue with Google" / "Continue with Apple" (decision 0523), only for the providers the
 * server has configured; none, nothing. The browser goes to the provider and comes back, through
 * the API's return route, to `/auth/callback/{provider}/` in the language it started in (0524).
 */
export function SocialButtons({ providers }: { providers: SocialProvider[] }) {
  const t = useTranslations("Accounts.social");
  const tc = useTranslations("Common");
  const start = useStartSocial();
  const [failure, setFailure] = useState<string | null>(null);
  if (!providers.length) return null;

  const go = (provider: SocialProvider) =>
    start.mutate(provider, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) => setFailure(errorToMessage(error, tc("genericError"))),
    });

  return (
    <div className="mt-6 space-y-2 border-t border-stone-200 pt-6">
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          className="w-full"
          disabled={start.isPending}
          onClick={() => go(provider)}
        >
          {t(`continueWith.${provider}`)}
        </Button>
      ))}
      {failure && (
        <p role="alert" className="text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}
