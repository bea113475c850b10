"use client";

import { useEffect, useRef, useState } from "react";
import { ImagePlus, Video } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/client/toast";
import { Button } from "@/components/ui/Button";
import { inputClasses } from "@/components/ui/field-styles";
import { requestJson } from "@/client/request";
import { ApiError, serverMessage } from "@/client/api-error";
import type { FeedPost } from "@/components/posts/types";
import { ComposerPreview, type ChosenFile } from "./ComposerPreview";
import { appendOffer, ComposerOffer, EMPTY_OFFER, localToIso, type OfferDraft } from "./ComposerOffer";
import { VaultPicker } from "@/components/vault/VaultPicker";
import type { VaultItem } from "@/components/vault/types";
import { ResumeUnfinished } from "@/components/uploads/ResumeUnfinished";
import { UploadProgressList } from "@/components/uploads/UploadProgressList";
import { UploadCancelled, useResumableUploads } from "@/components/uploads/useResumableUploads";

const MAX_FILES = 10;

/**
 * The home composer's form (SPEC 2, 4, 5), opened from its prompt (./Composer.tsx): title,
 * description, photos and videos with captions. Every file goes up as a resumable upload (tus, with
 * progress, pause, resume, cancel; unfinished ones are offered again after a reload), then the post
 * is made of them: POST /api/posts/exclusive-content `uploads`. Closing it (cancel, or a post made)
 * unmounts it.
 */
export function ComposerForm({ onCreated, onClose }: { onCreated: (post: FeedPost) => void; onClose: () => void }) {
  const t = useTranslations("Composer");
  const tu = useTranslations("Uploads");
  const uploader = useResumableUploads("post");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [performers, setPerformers] = useState("");
  const tp = useTranslations("Ppv");
  const ts = useTranslations("Schedule");
  const tv = useTranslations("Processing");
  const [offer, setOffer] = useState<OfferDraft>(EMPTY_OFFER);
  const [fromVault, setFromVault] = useState<VaultItem[]>([]);
  const [offerErrors, setOfferErrors] = useState<Partial<Record<keyof OfferDraft, string>>>({});
  const photos = useRef<HTMLInputElement>(null);
  const videos = useRef<HTMLInputElement>(null);
  const filesRef = useRef(files);
  useEffect(() => {
    filesRef.current = files;
  }, [files]);
  useEffect(() => () => filesRef.current.forEach((f) => URL.revokeObjectURL(f.previewUrl)), []);

  function addFiles(list: FileList | File[] | null, kind: "image" | "video") {
    if (!list) return;
    const chosen = Array.from(list).map((file) => ({ id: crypto.randomUUID(), file, kind, previewUrl: URL.createObjectURL(file), caption: "" }));
    setFiles((prev) => {
      const room = MAX_FILES - prev.length;
      if (chosen.length > room) {
        toast.error(t("tooManyFiles", { max: MAX_FILES }));
        chosen.slice(Math.max(0, room)).forEach((f) => URL.revokeObjectURL(f.previewUrl));
      }
      return [...prev, ...chosen.slice(0, Math.max(0, room))];
    });
  }

  function remove(id: string) {
    setFiles((prev) => {
      const gone = prev.find((f) => f.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((f) => f.id !== id);
    });
  }

  function reset() {
    files.forEach((f) => URL.revokeObjectURL(f.previewUrl));
    uploader.clear();
    setFiles([]);
    setTitle("");
    setDescription("");
    setOffer(EMPTY_OFFER);
    setOfferErrors({});
    setFromVault([]);
    onClose();
  }

  /**
   * The offer's problems in the reader's language (the server checks the same again). The price
   * schema (and zod with it) is loaded when a post is sent, not with the feed (decision 069).
   */
  async function offerProblems(o: OfferDraft): Promise<Partial<Record<keyof OfferDraft, string>>> {
    const problems: Partial<Record<keyof OfferDraft, string>> = {};
    if (o.price.trim()) {
      const { postPriceSchema } = await import("@/shared/schemas/posts");
      if (!postPriceSchema.safeParse(o.price).success) problems.price = tp("priceInvalid");
    }
    const publish = localToIso(o.publishAt);
    const expires = localToIso(o.expiresAt);
    if (o.publishAt && (!publish || new Date(publish).getTime() <= Date.now())) problems.publishAt = ts("publishAtInvalid");
    if (o.expiresAt && (!expires || new Date(expires).getTime() <= (publish ? new Date(publish).getTime() : Date.now()))) problems.expiresAt = ts("expiresAtInvalid");
    return problems;
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!title.trim() || !description.trim()) return void toast.error(t("titleRequired"));
    if (files.length + fromVault.length === 0) return void toast.error(t("mediaRequired"));
    const problems = await offerProblems(offer);
    setOfferErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    // the files first, each as a resumable upload; the post is made of them once they are all up
    let uploads: string[];
    try {
      uploads = await uploader.send(files.map((f) => ({ key: f.id, file: f.file })));
    } catch (err) {
      setSubmitting(false);
      if (err instanceof UploadCancelled) return void toast.message(tu("cancelledToast"));
      return void toast.error(tu("failedToast"));
    }
    const form = new FormData();
    form.set("title", title.trim());
    form.set("description", description.trim());
    for (const id of uploads) form.append("uploads", id);
    form.set("captions", JSON.stringify(files.map((f) => f.caption.trim())));
    const coPerformers = performers.split(/[\s,]+/).map((u) => u.replace(/^@/, "")).filter(Boolean);
    if (coPerformers.length) form.set("performers", JSON.stringify(coPerformers));
    appendOffer(form, offer);
    if (fromVault.length) form.set("mediaIds", JSON.stringify(fromVault.map((m) => m._id)));
    try {
      const body = await requestJson<{ post: FeedPost & { status?: string } }>("/api/posts/exclusive-content", { method: "POST", body: form });
      onCreated(body.post);
      reset();
      setPerformers("");
      // a post with videos waits for them (decision 074): the creator does not
      toast.success(
        body.post.status === "processing" ? tv("created") : body.post.status === "draft" ? t("heldForConsent") : body.post.publishAt ? ts("scheduledToast") : t("created"),
      );
    } catch (err) {
      const fields = err instanceof ApiError ? err.errors : undefined;
      if (fields?.price || fields?.publishAt || fields?.expiresAt) {
        setOfferErrors({
          price: fields.price ? tp("priceInvalid") : undefined,
          publishAt: fields.publishAt ? ts("publishAtInvalid") : undefined,
          expiresAt: fields.expiresAt ? ts("expiresAtInvalid") : undefined,
        });
        return;
      }
      toast.error(err instanceof ApiError && err.code === "PERFORMER_NOT_VERIFIED" ? t("performersNotVerified") : serverMessage(err, t("createFailed")));
    } finally {
      setSubmitting(false);
    }
  }

  const ready = title.trim() !== "" && description.trim() !== "" && files.length + fromVault.length > 0;
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-4" aria-label={t("formLabel")}>
      <label htmlFor="composer-title" className="sr-only">
        {t("titleLabel")}
      </label>
      <input id="composer-title" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} placeholder={t("titlePlaceholder")} className={inputClasses(false)} autoFocus />
      <label htmlFor="composer-description" className="sr-only">
        {t("descriptionLabel")}
      </label>
      <textarea
        id="composer-description"
        value={description}
        maxLength={5000}
        onChange={(e) => setDescription(e.target.value)}
        placeholder={t("descriptionPlaceholder")}
        rows={3}
        className="w-full resize-y rounded-xl border border-line bg-canvas/60 px-4 py-3 text-ink placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
      />
      <div>
        <label htmlFor="composer-performers" className="mb-1 block text-sm font-medium text-muted">
          {t("performersLabel")}
        </label>
        <input
          id="composer-performers"
          value={performers}
          maxLength={400}
          onChange={(e) => setPerformers(e.target.value)}
          placeholder={t("performersPlaceholder")}
          dir="ltr"
          className={inputClasses(false)}
          aria-describedby="composer-performers-hint"
        />
        <p id="composer-performers-hint" className="mt-1 text-xs text-subtle">
          {t("performersHint")}
        </p>
      </div>
      <ComposerOffer value={offer} onChange={setOffer} errors={offerErrors} />
      {files.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {files.map((f, i) => (
            <ComposerPreview
              key={f.id}
              item={f}
              index={i}
              onRemove={() => {
                uploader.cancel(f.id);
                remove(f.id);
              }}
              onCaption={(caption) => setFiles((prev) => prev.map((p) => (p.id === f.id ? { ...p, caption } : p)))}
            />
          ))}
        </ul>
      )}
      <ResumeUnfinished origin="post" onResume={(file) => addFiles([file], file.type.startsWith("video/") ? "video" : "image")} />
      <UploadProgressList items={uploader.items} onPause={uploader.pause} onResume={uploader.resume} onCancel={(key) => {
        uploader.cancel(key);
        remove(key);
      }} />
      <input ref={photos} type="file" accept="image/*" multiple hidden aria-label={t("addPhotos")} data-testid="composer-photos" onChange={(e) => { addFiles(e.target.files, "image"); e.target.value = ""; }} />
      <input ref={videos} type="file" accept="video/*" multiple hidden aria-label={t("addVideos")} data-testid="composer-videos" onChange={(e) => { addFiles(e.target.files, "video"); e.target.value = ""; }} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => photos.current?.click()}>
          <ImagePlus className="size-4" aria-hidden />
          {t("addPhotos")}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => videos.current?.click()}>
          <Video className="size-4" aria-hidden />
          {t("addVideos")}
        </Button>
        <VaultPicker picked={fromVault} onChange={setFromVault} room={MAX_FILES - files.length} />
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" size="sm" onClick={reset} disabled={submitting}>
            {t("cancel")}
          </Button>
          <Button type="submit" size="sm" disabled={!ready || submitting} loading={submitting}>
            {submitting ? t("creating") : t("share")}
          </Button>
        </div>
      </div>
    </form>
  );
}
