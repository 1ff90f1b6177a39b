"use client";

import toast from "react-hot-toast";
import { Button } from "./button";

/** Copies `text` (an account number, a code) and says so; without a clipboard it stays on screen. */
export function CopyButton({
  text,
  label,
  copiedMessage,
}: {
  text: string;
  label: string;
  copiedMessage: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      // No clipboard (an insecure page, a refusal): the text is there to select.
    }
  };
  return (
    <Button variant="secondary" onClick={copy}>
      {label}
    </Button>
  );
}
