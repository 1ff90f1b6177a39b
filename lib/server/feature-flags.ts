import "server-only";

/** Product features switched on per deployment (spec: "requires the feature flag ..."). */
export type FeatureFlag = "show_support_livechat";

/** FEATURE_FLAGS is a comma-separated list of the flags that are on; everything else is off. */
export function featureEnabled(flag: FeatureFlag): boolean {
  return (process.env.FEATURE_FLAGS ?? "")
    .split(",")
    .map((name) => name.trim())
    .includes(flag);
}
