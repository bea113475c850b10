// ICU plural rules per language: Tunisian (tn, also Setswana's code) counts like Arabic.
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import { installTunisianPluralRules, pluralRulesLocale } from "@/shared/i18n/tunisian-plurals";
import { renderNotification } from "@/lib/notifications/render";
import tn from "@/messages/tn.json";
import ar from "@/messages/ar.json";

installTunisianPluralRules();

describe("Tunisian plural rules", () => {
  it("are Arabic's", () => {
    expect(pluralRulesLocale("tn")).toBe("ar-TN");
    expect(pluralRulesLocale("fr")).toBe("fr");
    expect(new Intl.PluralRules("tn").select(3)).toBe("few");
    expect(new Intl.PluralRules("tn").select(30)).toBe("many");
    expect(new Intl.PluralRules("ar").select(2)).toBe("two");
  });

  it("pick the right form in the dictionaries' counts: 30 يوم, not 30 أيّام", () => {
    const t = createTranslator({ locale: "tn", messages: tn, namespace: "Subscriptions" });
    expect(t("daysRemaining", { count: 1 })).toBe("باقي نهار");
    expect(t("daysRemaining", { count: 2 })).toBe("باقي نهارين");
    expect(t("daysRemaining", { count: 3 })).toBe("باقي 3 أيّام");
    expect(t("daysRemaining", { count: 30 })).toBe("باقي 30 يوم");
    const time = createTranslator({ locale: "tn", messages: tn, namespace: "Time" });
    expect(time("days", { count: 30 })).toBe("من 30 يوم");
    expect(time("days", { count: 5 })).toBe("من 5 أيّام");
    const arTime = createTranslator({ locale: "ar", messages: ar, namespace: "Time" });
    expect(arTime("days", { count: 11 })).toBe("منذ 11 يومًا");
    expect(arTime("days", { count: 100 })).toBe("منذ 100 يوم");
  });

  it("say grouped likes right in every language", () => {
    const sender = { username: "omar", firstName: "Omar", lastName: "B", displayName: null };
    const say = (locale: "tn" | "ar" | "en" | "fr", count: number) => renderNotification({ template: "post_like", params: { postId: "p", count }, sender }, locale).message;
    expect(say("en", 1)).toBe("Omar B liked your post");
    expect(say("en", 2)).toBe("Omar B and 1 other liked your post");
    expect(say("fr", 31)).toBe("Omar B et 30 autres personnes ont aimé votre publication");
    expect(say("ar", 3)).toBe("أعجب Omar B وشخصان آخران بمنشورك");
    expect(say("ar", 12)).toBe("أعجب Omar B و11 شخصًا آخر بمنشورك");
    expect(say("ar", 101)).toBe("أعجب Omar B و100 شخص آخر بمنشورك");
    expect(say("tn", 2)).toBe("Omar B وواحد آخر عملو لايك على البوست متاعك");
    expect(say("tn", 4)).toBe("Omar B و3 آخرين عملو لايك على البوست متاعك");
    expect(say("tn", 31)).toBe("Omar B و30 واحد آخر عملو لايك على البوست متاعك");
    const days = (locale: "tn" | "ar", n: number) => renderNotification({ template: "renewal_failed", params: { days: n }, sender }, locale).message;
    expect(days("tn", 3)).toContain("3 أيّام");
    expect(days("tn", 30)).toContain("30 يوم");
    expect(days("ar", 30)).toContain("30 يومًا");
  });
});
