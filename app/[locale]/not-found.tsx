import { NotFound } from "@/features/shell/components/not-found";

/** Where Next's `notFound()` lands: a client-side navigation, or a language that does not exist. */
export default NotFound;
