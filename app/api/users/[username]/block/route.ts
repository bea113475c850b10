import { route } from "@/lib/http/route";
import { json } from "@/lib/http/respond";
import { requireViewer } from "@/lib/auth/viewer";
import { consume, limiter } from "@/lib/rate-limit";
import { blockMember, unblockMember } from "@/lib/blocks/blocks";

const tooFast = "BLOCKS_TOO_MANY";

// POST /api/users/{username}/block: block a member (their subscriptions with the viewer stop renewing)
export const POST = route<{ username: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await consume(limiter("member-block", 100, 60 * 60), viewer.id, tooFast);
  return json({ success: true, ...(await blockMember(viewer.id, params.username)), message: "Member blocked" });
});

// DELETE /api/users/{username}/block: unblock
export const DELETE = route<{ username: string }>(async (req, { params }) => {
  const viewer = await requireViewer(req);
  await consume(limiter("member-block", 100, 60 * 60), viewer.id, tooFast);
  return json({ success: true, ...(await unblockMember(viewer.id, params.username)), message: "Member unblocked" });
});
