"use client";

import { useCallback } from "react";
import { VideoPlayer, type PlayerTexts } from "@/components/media/VideoPlayer";

// The back office is in French (decision 103's area): the player's texts are written here.
const TEXTS: PlayerTexts = {
  play: (length) => (length ? `Lire la vidéo (${length})` : "Lire la vidéo"),
  pause: "Pause",
  resume: "Lecture",
  seek: "Position dans la vidéo",
  position: (current, total) => `${current} sur ${total}`,
  mute: "Couper le son",
  unmute: "Activer le son",
  fullscreen: "Plein écran",
  loading: "Chargement de la vidéo…",
  unavailable: "Cette vidéo ne peut pas être lue (encore en préparation, ou lien expiré : rechargez la page)",
  retry: "Réessayer",
};

/** A video in an admin queue: its signed playlist and poster come with the queue's answer; it loads when played. */
export function StaffVideo({ url, poster, className }: { url: string; poster?: string | null; className?: string }) {
  const load = useCallback(async () => ({ url, poster: poster ?? null }), [url, poster]);
  return <VideoPlayer load={load} texts={TEXTS} poster={poster} className={className} />;
}
