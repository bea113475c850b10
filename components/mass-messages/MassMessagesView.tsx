"use client";

import { useSWR } from "@/client/swr";
import { useTranslations } from "next-intl";
import { CreatorsOnly } from "@/components/ui/CreatorsOnly";
import { card } from "@/components/ui/card-styles";
import { MassMessageForm } from "./MassMessageForm";
import { MassMessageList } from "./MassMessageList";
import { WelcomeMessageEditor } from "./WelcomeMessageEditor";
import type { MassMessage } from "./types";

const KEY = "/api/chat/mass-messages";

/**
 * /mass-messages: a creator's messages to their audience (issue 21 part 7): compose a mass
 * message, follow the past ones (progress while the job delivers them, then delivered / opened /
 * bought), and the welcome message sent to every new subscriber.
 */
export function MassMessagesView() {
  const t = useTranslations("MassMessages");
  // a member who is not a creator (no subscription price) is told what the page is for, not given a form that refuses
  const me = useSWR<{ user: { subscriptionPrice: number | null } }>("/api/users/me");
  const notCreator = me.data !== undefined && me.data.user.subscriptionPrice == null;
  const { data, error, mutate } = useSWR<{ massMessages: MassMessage[] }>(notCreator ? null : KEY, {
    // while one is being delivered, its progress is read again every few seconds
    refreshInterval: (latest) => (latest?.massMessages.some((m) => m.status !== "done") ? 3000 : 0),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">{t("title")}</h1>
        <p className="mt-1 text-sm text-muted">{t("intro")}</p>
      </header>
      {notCreator ? (
        <CreatorsOnly title={t("creatorsOnlyTitle")} text={t("creatorsOnly")} action={t("creatorsOnlyAction")} testId="mass-messages-creators-only" />
      ) : (
        <>
          <section className={card} aria-labelledby="mass-compose">
            <h2 id="mass-compose" className="mb-4 text-lg font-semibold">
              {t("composeTitle")}
            </h2>
            <MassMessageForm onQueued={(m) => void mutate((d) => ({ massMessages: [m, ...(d?.massMessages ?? [])] }))} />
          </section>
          <section className={card} aria-labelledby="mass-past">
            <h2 id="mass-past" className="mb-4 text-lg font-semibold">
              {t("pastTitle")}
            </h2>
            <MassMessageList items={data?.massMessages} error={error} />
          </section>
          <section className={card} aria-labelledby="mass-welcome" data-testid="welcome-message">
            <h2 id="mass-welcome" className="text-lg font-semibold">
              {t("welcomeTitle")}
            </h2>
            <p className="mt-1 mb-4 text-sm text-muted">{t("welcomeHint")}</p>
            <WelcomeMessageEditor />
          </section>
        </>
      )}
    </div>
  );
}
