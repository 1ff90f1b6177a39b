import "server-only";
import { cache } from "react";
import { serverTypedApi } from "@/lib/api/server";
import type { DirectoryPageData, DirectoryQuery, ProfilePageData } from "../schemas";

/** Everything the directory page shows, fetched through the API like any other client. */
export async function loadDirectory(
  locale: string,
  query: DirectoryQuery,
): Promise<DirectoryPageData> {
  const api = await serverTypedApi(locale);
  const filters = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ""),
  );
  const { countryCode } = query;
  const [providers, countries, categories, concerns, options, states] = await Promise.all([
    api.get("/providers", { query: filters }),
    api.get("/region/country"),
    api.get("/categories/therapy"),
    api.get("/categories/concerns/top", { query: { limit: 50 } }),
    // The practice profile's option lists: the languages a therapist can choose, named in `locale`.
    api.get("/provider/options"),
    countryCode
      ? api.get("/region/country/code/{code}/states", { path: { code: countryCode } })
      : { data: [] },
  ]);
  return {
    providers,
    countries: countries.data,
    categories: categories.data,
    concerns: concerns.data,
    languages: options.data.language,
    states: states.data,
  };
}

/** Cached per request: the page and its metadata share one fetch. */
export const loadProfile = cache(
  async (locale: string, id: string): Promise<ProfilePageData | undefined> => {
    const api = await serverTypedApi(locale);
    try {
      const [profile, reviews] = await Promise.all([
        api.get("/providers/{id}", { path: { id } }),
        api.get("/review/provider/{id}", { path: { id }, query: { page: 1 } }),
      ]);
      return { profile: profile.data, reviews };
    } catch (error) {
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === 404 || status === 400) return undefined;
      throw error;
    }
  },
);
