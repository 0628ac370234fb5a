import type { Tool } from './external';

/** Error object returned by a built-in tool when it cannot do its job. */
type ToolError = { error: string };

/**
 * Built-in tool that posts an embed in the channel of the message being answered.
 *
 * @remarks
 * Every field is optional: title, URL, description, color (a hex string or a number), fields, author,
 * footer, timestamp, image and thumbnail. The tool reports success, or an error when the bot cannot send
 * messages in the channel. Hide the built-in tools with {@link ConfigureAI.disableBuiltInTools}.
 */
export declare const createEmbed: Tool<
  {
    title?: string;
    url?: string;
    description?: string;
    color?: string;
    fields?: { name: string; value: string; inline: boolean }[];
    author?: { name: string; url: string; iconUrl: string };
    footer?: { text: string; iconUrl: string };
    timestamp?: boolean;
    image?: string;
    thumbnail?: string;
  },
  { success: boolean; message: string } | ToolError
>;

/**
 * Built-in tool that lists the bot's commands (name, description, category and whether the command can be
 * run by the AI), so the model can point users to the right command.
 */
export declare const getAvailableCommands: Tool<
  Record<string, never>,
  { name: string; description: string | undefined; category: string | null; supportsAI: boolean }[]
>;

/**
 * Built-in tool that fetches a channel by its id and returns its JSON representation.
 */
export declare const getChannelById: Tool<{ channelId: string }, unknown>;

/**
 * Built-in tool that describes the bot's own user account (id, username, avatar and so on).
 */
export declare const getCurrentClientInfo: Tool<Record<string, never>, unknown>;

/**
 * Built-in tool that fetches a server by its id and returns its id, name, icon URL and member count.
 */
export declare const getGuildById: Tool<
  { guildId: string },
  { id: string; name: string; icon: string | null; memberCount: number } | ToolError
>;

/**
 * Built-in tool that fetches a member of the current server by id.
 *
 * @remarks
 * The result covers the member's names, avatar, roles, join date, boost status, permissions, presence and
 * voice state, and whether the member is the author of the message. It only works for messages sent in a
 * server.
 */
export declare const getMemberById: Tool<
  { memberId: string },
  | {
      id: string;
      user: unknown;
      roles: string[];
      joinedAt: string | undefined;
      isBoosting: boolean;
      voiceChannel: string | undefined;
      voiceChannelId: string | undefined;
      permissions: string;
      nickname: string | null;
      name: string;
      displayName: string;
      avatar: string;
      isBot: boolean;
      presence: string;
      isDeafened: boolean | string;
      isMuted: boolean | string;
      isMe: boolean;
    }
  | ToolError
>;

/**
 * Built-in tool that fetches any Discord user by id and returns its JSON representation.
 */
export declare const getUserById: Tool<{ userId: string }, unknown>;

export {};
