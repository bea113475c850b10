// `tsx tests/e2e/seed-video.ts <creator e-mail> <title>`: a published post of that demo creator with
// one ready video (ffmpeg-made HLS renditions and poster, tests/helpers/hls-video.ts), for the
// playback spec; prints the video's key. Runs with the e2e stack's env (DATABASE_URL, TEST_DATA_DIR).
import { prisma } from "@/lib/db";
import { readyVideoPost } from "../helpers/hls-video";

async function main() {
  const [email, title] = process.argv.slice(2);
  const creator = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  const video = await readyVideoPost(creator.id, { seconds: 6, title });
  console.log(video.key);
  await prisma.$disconnect();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
