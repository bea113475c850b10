"use client";

import { useState } from "react";
import { useSWR } from "@/client/swr";
import { toast } from "@/client/toast";
import { requestJson } from "@/client/request";
import { frenchDateTime } from "../format";
import { DecideDialog } from "./DecideDialog";

// Membres → one member: requests made by e-mail or letter (issue 26): an export made for the member
// and an erasure at once for a verified legal request. Both are audited by the server.

const T = {
  title: "Données personnelles (RGPD)",
  hint: "Pour une demande vérifiée reçue par e-mail ou courrier.",
  export: "Préparer un export des données",
  exportAsked: "Export demandé : il apparaîtra ici une fois prêt.",
  exports: "Exports",
  none: "Aucun export.",
  status: { pending: "en préparation", ready: "prêt", failed: "échec", expired: "expiré" } as Record<string, string>,
  download: "Télécharger",
  erase: "Effacer le compte maintenant",
  eraseTitle: (username: string) => `Effacer définitivement @${username}`,
  eraseMessage:
    "Effacement immédiat, sans délai de grâce : données personnelles supprimées, paiements et décisions conservés sous pseudonyme. Irréversible.",
  eraseAction: "Effacer définitivement",
  reason: "Motif (référence de la demande)",
  erased: "Compte effacé",
  failed: (m: string) => `Échec : ${m}`,
};

type ExportRow = { _id: string; status: string; createdAt: string; url?: string; byAdmin: boolean };

export function MemberPrivacy({ member, onErased }: { member: { _id: string; username: string }; onErased: () => Promise<unknown> }) {
  const exports = useSWR<{ exports: ExportRow[] }>(`/api/admin/users/${member._id}/exports`, {
    refreshInterval: (latest) => (latest?.exports.some((e) => e.status === "pending") ? 3000 : 0),
  });
  const [erasing, setErasing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function makeExport() {
    try {
      await requestJson(`/api/admin/users/${member._id}/export`, { method: "POST" });
      toast.success(T.exportAsked);
      await exports.mutate();
    } catch (err) {
      toast.error(T.failed(err instanceof Error ? err.message : String(err)));
    }
  }

  async function erase(reason: string) {
    setBusy(true);
    try {
      await requestJson(`/api/admin/users/${member._id}/erase`, { method: "POST", body: JSON.stringify({ reason }) });
      toast.success(T.erased);
      setErasing(false);
      await onErased();
    } catch (err) {
      toast.error(T.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 rounded-lg border border-line p-3" data-testid="member-privacy">
      <h3 className="font-semibold">{T.title}</h3>
      <p className="text-subtle">{T.hint}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-surface-2" onClick={() => void makeExport()}>
          {T.export}
        </button>
        <button type="button" className="rounded-lg border border-danger/60 px-3 py-1.5 text-sm font-medium text-danger hover:bg-danger/10" onClick={() => setErasing(true)}>
          {T.erase}
        </button>
      </div>
      <p className="font-medium">{T.exports}</p>
      {(exports.data?.exports ?? []).length === 0 ? (
        <p className="text-subtle">{T.none}</p>
      ) : (
        <ul className="space-y-1">
          {exports.data!.exports.map((e) => (
            <li key={e._id} className="flex flex-wrap items-center gap-2">
              <span>{frenchDateTime(e.createdAt)}</span> · <span>{T.status[e.status] ?? e.status}</span>
              {e.url && (
                <a href={e.url} download className="text-accent hover:underline">
                  {T.download}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      <DecideDialog
        key={erasing ? "erase" : "none"}
        open={erasing}
        title={T.eraseTitle(member.username)}
        message={T.eraseMessage}
        actions={{ erase: T.eraseAction }}
        reasonLabel={T.reason}
        busy={busy}
        onConfirm={(input) => void erase(input.reason)}
        onCancel={() => setErasing(false)}
      />
    </div>
  );
}
