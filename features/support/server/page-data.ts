import "server-only";
import { featureEnabled } from "@/lib/server/feature-flags";

/** Spec section 2: the support chat widget requires the feature flag show_support_livechat. */
export const supportWidgetEnabled = () => featureEnabled("show_support_livechat");
