"use client";

import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/Avatar";
import { Button } from "@/components/ui/Button";
import { ErrorBanner } from "@/components/ui/ErrorBanner";
import { TimeAgo } from "@/components/posts/TimeAgo";
import { useBlock } from "@/components/blocks/useBlock";

type BlockItem = { user: { _id: string; username: string; firstName: string; lastName: string; profileImage: string | null }; blockedAt: string };

function BlockedRow({ item, onChange }: { item: BlockItem; onChange: () => void }) {
  const t = useTranslations("Blocks");
  const block = useBlock(item.user.username, true, onChange);
  return (
    <li className="flex items-center gap-3 p-3">
      <Avatar src={item.user.profileImage} name={`${item.user.firstName} ${item.user.lastName}`} className="size-10 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" dir="auto">
          {item.user.firstName} {item.user.lastName}
        </p>
        <p className="truncate text-xs text-muted">
          <span dir="ltr">@{item.user.username}</span> · {t("blockedSince")} <TimeAgo date={item.blockedAt} />
        </p>
      </div>
      <Button size="sm" variant="secondary" className="shrink-0" loading={block.busy} onClick={() => void block.toggle()}>
        {t("unblock")}
      </Button>
    </li>
  );
}

/** The members the viewer blocked (GET /api/users/blocks), each with an Unblock button. */
export function BlockedMembersSettings() {
  const t = useTranslations("Blocks");
  const { data, error, mutate } = useSWR<{ blocks: BlockItem[] }>("/api/users/blocks?limit=50");
  if (error) return <ErrorBanner message={t("failed")} />;
  if (data && data.blocks.length === 0) return <p className="text-sm text-muted">{t("none")}</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" data-testid="blocked-list">
      {(data?.blocks ?? []).map((b) => (
        <BlockedRow key={b.user._id} item={b} onChange={() => void mutate()} />
      ))}
    </ul>
  );
}
