"use client";

import { Toaster as HotToaster } from "react-hot-toast";

/** Spec section 2: top-right, 4 seconds, success green and error red. */
export function Toaster() {
  return (
    <HotToaster
      position="top-right"
      toastOptions={{
        duration: 4000,
        success: { style: { background: "#15803d", color: "#fff" } },
        error: { style: { background: "#b91c1c", color: "#fff" } },
      }}
    />
  );
}
