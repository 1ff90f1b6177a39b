"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { errorToMessage } from "@/lib/api/error-message";
import { useAddStaff, useRemoveStaffRole, useStaffTeam } from "../api";
import { STAFF_ROLES, type StaffRole } from "../roles";

/** Adds roles to an existing account by its email; field errors show on their field. */
function AddStaffForm() {
  const t = useTranslations("Staff");
  const add = useAddStaff();
  const [email, setEmail] = useState("");
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [errors, setErrors] = useState<{ email?: string; roles?: string; form?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    add.mutate(
      { email, roles },
      {
        onSuccess: () => {
          setEmail("");
          setRoles([]);
          toast.success(t("team.added"));
        },
        onError: (e) => {
          const fields = (e as { response?: { data?: { errors?: Record<string, string> } } })
            .response?.data?.errors;
          if (fields?.email || fields?.roles)
            setErrors({ email: fields.email, roles: fields.roles });
          else setErrors({ form: errorToMessage(e, t("actionFailed")) });
        },
      },
    );
  };
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <label className="block text-sm font-medium">
        {t("team.email")}
        <input
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? "staff-email-error" : undefined}
          className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2"
        />
      </label>
      {errors.email && (
        <p id="staff-email-error" className="text-sm text-red-700">
          {errors.email}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t("team.roles")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={roles.includes(role)}
                onChange={(e) =>
                  setRoles((now) =>
                    e.target.checked ? [...now, role] : now.filter((r) => r !== role),
                  )
                }
                className="size-4"
              />
              {t(`roles.${role}`)}
            </label>
          ))}
        </div>
        {errors.roles && <p className="mt-1 text-sm text-red-700">{errors.roles}</p>}
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={add.isPending}>
        {t("team.add")}
      </Button>
    </form>
  );
}

/** /staff/team/ (admin): the staff and their roles; a role is removed with its button. */
export function StaffTeam() {
  const t = useTranslations("Staff");
  const team = useStaffTeam();
  const remove = useRemoveStaffRole();
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("team.title")}</h1>
        <p className="text-muted">{t("team.intro")}</p>
      </div>
      <AddStaffForm />
      <QueryState
        query={team}
        isEmpty={(rows) => rows.length === 0}
        labels={{
          loading: t("team.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("team.empty"),
        }}
      >
        {(rows) => (
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {rows.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              return (
                <li
                  key={member.identifier}
                  className="flex flex-wrap items-center justify-between gap-3 p-4"
                >
                  <div className="min-w-0">
                    <p className="font-medium">{name}</p>
                    <p className="truncate text-sm text-muted">{member.email}</p>
                  </div>
                  <ul className="flex flex-wrap gap-2">
                    {member.roles.map((role) => (
                      <li key={role}>
                        <button
                          type="button"
                          disabled={remove.isPending}
                          aria-label={t("team.remove", { role: t(`roles.${role}`), name })}
                          onClick={() =>
                            remove.mutate(
                              { id: member.identifier, role },
                              {
                                onSuccess: () => toast.success(t("team.removed")),
                                onError: (e) => toast.error(errorToMessage(e, t("actionFailed"))),
                              },
                            )
                          }
                          className="inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm font-medium ring-1 ring-stone-300 hover:bg-stone-200"
                        >
                          {t(`roles.${role}`)} <span aria-hidden>×</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
