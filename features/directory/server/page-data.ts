import "server-only";
import { cache } from "react";
import { serverApi } from "@/lib/api/server";
import type {
  DirectoryPageData,
  DirectoryQuery,
  FilterOption as Option,
  ProfilePageData,
  ProviderCard,
  ProviderProfile,
} from "../schemas";

import type { Data, Page } from "@/lib/api/envelope";

/** Everything the directory page shows, fetched through the API like any other client. */
export async function loadDirectory(
  locale: string,
  query: DirectoryQuery,
): Promise<DirectoryPageData> {
  const api = await serverApi(locale);
  const params = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ""),
  );
  const [providers, countries, categories, concerns, languages, states] = await Promise.all([
    api.get<Page<ProviderCard>>("/providers", { params }).then((r) => r.data),
    api.get<Data<Option[]>>("/region/country").then((r) => r.data.data),
    api.get<Data<Option[]>>("/categories/therapy").then((r) => r.data.data),
    api
      .get<Data<Option[]>>("/categories/concerns/top", { params: { limit: 50 } })
      .then((r) => r.data.data),
    // The practice profile's option lists: the languages a therapist can choose, named in `locale`.
    api
      .get<{ data: { language: Option[] } }>("/provider/options")
      .then((r) => r.data.data.language),
    query.countryCode
      ? api
          .get<Data<Option[]>>(`/region/country/code/${query.countryCode}/states`)
          .then((r) => r.data.data)
      : Promise.resolve([] as Option[]),
  ]);
  return { providers, countries, categories, concerns, languages, states };
}

/** Cached per request: the page and its metadata share one fetch. */
export const loadProfile = cache(
  async (locale: string, id: string): Promise<ProfilePageData | undefined> => {
    const api = await serverApi(locale);
    try {
      const [profile, reviews] = await Promise.all([
        api.get<{ data: ProviderProfile }>(`/providers/${id}`).then((r) => r.data.data),
        api
          .get<ProfilePageData["reviews"]>(`/review/provider/${id}`, { params: { page: 1 } })
          .then((r) => r.data),
      ]);
      return { profile, reviews };
    } catch (error) {
      if ((error as { response?: { status?: number } }).response?.status === 404) return undefined;
      if ((error as { response?: { status?: number } }).response?.status === 400) return undefined;
      throw error;
    }
  },
);
