import { z } from "zod";
import {
  conversationIdSchema,
  conversationsQuerySchema,
  messagesQuerySchema,
  readBodySchema,
  startConversationSchema,
  usernameParamSchema,
} from "@/shared/schemas/chat";
import { Attachment, ChatMessage, ChatPagination, Conversation, successTrue, time, uuid } from "@/lib/openapi/shapes";
import type { Operation } from "@/lib/openapi/types";

const tag = "Chat";
const conversationId = { description: "the conversation's id", schema: conversationIdSchema };
const conversation = z.object({ success: successTrue, conversation: Conversation });

export const chatOperations: Operation[] = [
  {
    method: "GET",
    path: "/api/chat/conversations",
    operationId: "listConversations",
    tag,
    summary: "The viewer's conversations",
    description: "Most recent activity first; `limit` 50 by default, at most 100; unread counts come from one grouped query.",
    auth: "bearer",
    query: conversationsQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of conversations",
        schema: z.object({ success: successTrue, conversations: z.array(Conversation), pagination: ChatPagination }),
      },
    ],
    errors: { 400: "a page or limit out of range" },
  },
  {
    method: "POST",
    path: "/api/chat/conversations",
    operationId: "startConversation",
    tag,
    summary: "Find or start the conversation with a user",
    description: `For \`/chat?user={username}\`. The messaging rule applies to creating
([realtime.md](realtime.md#who-may-message-whom)). The UI can use this alone.`,
    auth: "bearer",
    body: { json: startConversationSchema },
    answers: [
      { status: 201, description: "created", schema: conversation },
      { status: 200, description: "it existed", schema: conversation },
    ],
    errors: { 400: '"You cannot message yourself"', 403: "the messaging rule does not allow a new conversation (`MEMBER_BLOCKED`: a block stands between the two)", 404: '"User not found"' },
  },
  {
    method: "GET",
    path: "/api/chat/conversations/with/{username}",
    operationId: "conversationWith",
    tag,
    summary: "The existing conversation with a user",
    auth: "bearer",
    params: { username: { description: "the other person's username", schema: usernameParamSchema } },
    answers: [{ status: 200, description: "the conversation", schema: conversation }],
    errors: { 404: '"No conversation with this user yet", or "User not found"' },
  },
  {
    method: "GET",
    path: "/api/chat/conversations/{conversationId}/messages",
    operationId: "listMessages",
    tag,
    summary: "A conversation's messages",
    description: `Page 1 holds the newest messages, each page is ordered oldest -> newest ("load older" = page + 1).
\`limit\` 50 by default, at most 100. Members only.`,
    auth: "bearer",
    params: { conversationId },
    query: messagesQuerySchema,
    answers: [
      {
        status: 200,
        description: "a page of messages",
        schema: z.object({ success: successTrue, messages: z.array(ChatMessage), pagination: ChatPagination }),
      },
    ],
    errors: { 400: "malformed id", 403: "not a member", 404: "unknown conversation" },
  },
  {
    method: "PUT",
    path: "/api/chat/conversations/{conversationId}/read",
    operationId: "markMessagesRead",
    tag,
    summary: "Mark messages read",
    description: `REST fallback of the socket event \`mark_messages_read\`, same rule; without \`messageIds\`, every unread
message addressed to the viewer in the conversation. It does not push \`messages_read\` (the Next app has no
socket server); clients online use the socket event.`,
    auth: "bearer",
    params: { conversationId },
    body: { json: readBodySchema },
    answers: [
      {
        status: 200,
        description: "the messages now read",
        schema: z.object({ success: successTrue, conversationId: uuid, messageIds: z.array(uuid), readBy: uuid, readAt: time }),
      },
    ],
    errors: { 403: "not a member", 404: "unknown conversation" },
  },
  {
    method: "GET",
    path: "/api/chat/unread-count",
    operationId: "chatUnreadCount",
    tag,
    summary: "How many messages to the viewer are unread",
    auth: "bearer",
    answers: [{ status: 200, description: "the count", schema: z.object({ success: successTrue, unreadCount: z.number().int() }) }],
  },
  {
    method: "POST",
    path: "/api/chat/attachments",
    operationId: "uploadChatAttachments",
    tag,
    summary: "Upload files to send in a message",
    description: `Checked by content and size (\`lib/media/prepare.ts\`: photos re-encoded without metadata,
\`MEDIA_MAX_PHOTO_BYTES\` / \`MEDIA_MAX_VIDEO_BYTES\`), stored through \`lib/storage\` under a \`cm-…\` key. Pass the
ids as \`send_message {attachments: [_id]}\` (content may then be empty; messageType becomes image/video): only
the uploader's own, not-yet-used files are accepted (else 400 and nothing stored). Before it is sent only the
uploader may open the file; afterwards the two members, via \`GET /api/users/content/access/{key}\` (rule in
\`lib/access/posts.ts\`). A video is decoded first (422 \`MEDIA_UNREADABLE\` if it does not play, 413 \`VIDEO_TOO_LONG\`)
and answers \`status: "processing"\` while the media worker makes it playable; messages show that status until
it is ready. 30 uploads a minute per user.`,
    auth: "bearer",
    body: {
      multipart: {
        files: { description: "up to 10 images or videos", file: true, repeated: true },
        file: { description: "one image or video (instead of `files`)", file: true },
        uploads: { description: "finished resumable uploads of the viewer's, by id (`POST /api/uploads`; repeated or a JSON array), after the files; also as a JSON body `{uploads: [...]}`", repeated: true },
      },
    },
    answers: [
      {
        status: 201,
        description: "the stored files; `attachment` is the first",
        schema: z.object({ success: successTrue, attachments: z.array(Attachment), attachment: Attachment }),
      },
    ],
    errors: { 400: "no file, or `UPLOAD_UNKNOWN`", 409: "`UPLOAD_NOT_FINISHED`", 413: "too large, or `VIDEO_TOO_LONG`", 415: "not an image or video", 422: "a photo matching a known-abuse hash list: `MEDIA_BLOCKED`, nothing stored (the file is quarantined and reported); a video that does not decode: `MEDIA_UNREADABLE`", 429: "too many uploads" },
  },
  {
    method: "GET",
    path: "/api/chat/realtime-config",
    operationId: "realtimeConfig",
    tag,
    summary: "Where the browser opens its socket",
    description: "`url`: `PUBLIC_REALTIME_URL`, or null for this host on `port` (`REALTIME_PORT`).",
    auth: "none",
    answers: [
      {
        status: 200,
        description: "the socket's address",
        schema: z.object({ success: successTrue, url: z.string().nullable(), port: z.number().int() }),
      },
    ],
  },
];
