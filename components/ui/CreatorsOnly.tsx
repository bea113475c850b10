import { Lock } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { card } from "@/components/ui/card-styles";

/**
 * What a creator tool (the dashboard, mass messages) shows a member who is not a creator: what
 * the page is for, and the way to become one. The texts come from the page's own namespace.
 */
export function CreatorsOnly({ title, text, action, testId }: { title: string; text: string; action: string; testId: string }) {
  return (
    <section className={`${card} text-center`} data-testid={testId}>
      <Lock className="mx-auto size-8 text-accent" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      <Link href="/creator-hub" className="mt-4 inline-block font-medium text-accent hover:underline">
        {action}
      </Link>
    </section>
  );
}
