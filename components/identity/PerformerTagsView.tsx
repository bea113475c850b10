"use client";

import { useSWR } from "@/client/swr";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { PageSpinner } from "@/components/ui/PageSpinner";
import { requestJson } from "@/client/request";

type Tag = { _id: string; postId: string; postTitle: string; author: { username: string; name: string }; status: "pending" | "accepted" | "declined"; createdAt: string };

/** /co-performers: the posts where the member is tagged, each accepted or declined (POST .../accept|decline). */
export function PerformerTagsView() {
  const t = useTranslations("Identity");
  const { data, mutate } = useSWR<{ tags: Tag[] }>("/api/users/performer-tags");
  const [busy, setBusy] = useState<string | null>(null);

  async function answer(tag: Tag, choice: "accept" | "decline") {
    setBusy(tag._id);
    try {
      await requestJson(`/api/posts/${tag.postId}/performers/${tag._id}/${choice}`, { method: "POST" });
      toast.success(t("answerSaved"));
      await mutate();
    } catch {
      toast.error(t("failed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t("tagsTitle")}</h1>
        <p className="mt-2 text-muted">{t("tagsIntro")}</p>
      </header>
      {!data ? (
        <PageSpinner />
      ) : data.tags.length === 0 ? (
        <p className="rounded-[var(--radius-card)] border border-line bg-surface py-10 text-center text-muted">{t("noTags")}</p>
      ) : (
        <ul className="space-y-3">
          {data.tags.map((tag) => (
            <li key={tag._id} className="rounded-[var(--radius-card)] border border-line bg-surface p-4" data-testid="performer-tag">
              <p className="font-medium">{t("tagBy", { name: tag.author.name, title: tag.postTitle })}</p>
              <p className="mt-1 text-sm text-muted">{t(tag.status)}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                {tag.status !== "accepted" && (
                  <Button size="sm" loading={busy === tag._id} onClick={() => void answer(tag, "accept")}>
                    {t("accept")}
                  </Button>
                )}
                {tag.status !== "declined" && (
                  <Button size="sm" variant="secondary" disabled={busy === tag._id} onClick={() => void answer(tag, "decline")}>
                    {t("decline")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
