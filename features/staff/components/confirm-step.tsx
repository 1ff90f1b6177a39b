"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * The console's money dialogs go in two steps (decision 0810): a form, then a confirmation that
 * says what will happen. `ready` holds the checked values the confirmation shows and sends; a
 * refusal from the server goes back to the form and says why there.
 */
export function useConfirmStep<Body>() {
  const [ready, setReady] = useState<Body>();
  const [refusal, setRefusal] = useState<string>();
  return {
    ready,
    refusal,
    setRefusal,
    /** The form's values passed their checks: on to the confirmation. */
    proceed: (body: Body) => {
      setRefusal(undefined);
      setReady(body);
    },
    /** Back to the form, with what was typed. */
    back: () => setReady(undefined),
  };
}

/** What the server refused, above the form. */
export function Refusal({ message, className = "" }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-xl bg-red-50 p-3 text-sm text-red-800 ${className}`}>
      {message}
    </p>
  );
}

/** The form step's last row: the way out, and on to the confirmation (the form's submit). */
export function FormStepButtons({
  backLabel,
  onBack,
  continueLabel,
}: {
  backLabel: string;
  onBack: () => void;
  continueLabel: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onBack}>
        {backLabel}
      </Button>
      <Button type="submit">{continueLabel}</Button>
    </div>
  );
}
