import "server-only";
import { cache } from "react";
import { serverApi } from "@/lib/api/server";
import type { DirectoryQuery, ProviderCard, ProviderProfile } from "./schemas";

type Page<T> = { data: T[]; meta: { page: number; pageSize: number; total: number } };
export type Option = { identifier: string; code?: string; slug?: string; name: string };

/** Everything the directory page shows, fetched through the API like any other client. */
export async function loadDirectory(locale: string, query: DirectoryQuery) {
  const api = await serverApi(locale);
  const params = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ""),
  );
  const [providers, countries, categories, concerns, languages, states] = await Promise.all([
    api.get<Page<ProviderCard>>("/providers", { params }).then((r) => r.data),
    api.get<{ data: Option[] }>("/region/country").then((r) => r.data.data),
    api.get<{ data: Option[] }>("/categories/therapy").then((r) => r.data.data),
    api
      .get<{ data: Option[] }>("/categories/concerns/top", { params: { limit: 50 } })
      .then((r) => r.data.data),
    // The practice profile's option lists: the languages a therapist can choose, named in `locale`.
    api
      .get<{ data: { language: Option[] } }>("/provider/options")
      .then((r) => r.data.data.language),
    query.countryCode
      ? api
          .get<{ data: Option[] }>(`/region/country/code/${query.countryCode}/states`)
          .then((r) => r.data.data)
      : Promise.resolve([] as Option[]),
  ]);
  return { providers, countries, categories, concerns, languages, states };
}

/** Cached per request: the page and its metadata share one fetch. */
export const loadProfile = cache(async (locale: string, id: string) => {
  const api = await serverApi(locale);
  try {
    const [profile, reviews] = await Promise.all([
      api.get<{ data: ProviderProfile }>(`/providers/${id}`).then((r) => r.data.data),
      api
        .get<
          Page<{
            identifier: string;
            rating: number;
            comment: string | null;
            reviewerName: string | null;
            createdAt: string;
          }>
        >(`/review/provider/${id}`, { params: { page: 1 } })
        .then((r) => r.data),
    ]);
    return { profile, reviews };
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return undefined;
    if ((error as { response?: { status?: number } }).response?.status === 400) return undefined;
    throw error;
  }
});
