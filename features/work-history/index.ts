// The work-history feature's client-safe surface for pages and other features (decision 0015).
export {
  experienceSchema,
  publicExperienceSchema,
  type Experience,
  type PublicExperience,
} from "./schemas";
export { monthStart } from "./months";
