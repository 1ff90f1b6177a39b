import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost";

const variants: Record<Variant, string> = {
  primary: "bg-brand-400 text-ink hover:bg-brand-300 shadow-sm",
  secondary: "bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50",
  ghost: "text-ink hover:bg-brand-100",
};

/** `extra` may set its own horizontal padding (two px- utilities would not override each other). */
export function buttonClass(variant: Variant = "primary", extra = "") {
  const padding = /(^|\s)px-/.test(extra) ? "" : "px-5";
  return `inline-flex items-center justify-center gap-2 rounded-full ${padding} py-2.5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
