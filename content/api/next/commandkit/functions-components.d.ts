import type {
  ContainerBuilder,
  FileBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MediaGalleryBuilder,
  MediaGalleryItemBuilder,
  PollAnswerData,
  PollData,
  PollQuestionMedia,
  SectionBuilder,
  SeparatorBuilder,
  StringSelectMenuOptionBuilder,
  TextDisplayBuilder,
  TextInputStyle,
  ThumbnailBuilder,
} from 'discord.js';
import type {
  ChannelSelectMenuKit,
  MentionableSelectMenuKit,
  RoleSelectMenuKit,
  StringSelectMenuKit,
  UserSelectMenuKit,
} from './classes';
import type {
  ActionRowProps,
  ButtonProps,
  ChannelSelectMenuProps,
  CommandKitElementData,
  ContainerProps,
  FileProps,
  FileUploadProps,
  FragmentElementProps,
  LabelProps,
  MediaGalleryItemProps,
  MediaGalleryProps,
  MentionableSelectMenuProps,
  ModalProps,
  PollAnswerProps,
  PollProps,
  PollQuestionProps,
  RoleSelectMenuProps,
  SectionProps,
  SeparatorProps,
  StringSelectMenuProps,
  TextDisplayProps,
  TextInputProps,
  ThumbnailProps,
  UserSelectMenuProps,
} from './interfaces';
import type { CommandKitElement, ElementType, StringSelectMenuOptionProps } from './types';

// ===========================================================================
// JSX plumbing
// ===========================================================================

/**
 * The JSX factory: calls a component with its props and children.
 *
 * @remarks
 * With `"jsx": "react-jsx"` and `"jsxImportSource": "commandkit"` in `tsconfig.json` the compiler calls it
 * for you (through `commandkit/jsx-runtime`), so you rarely use it directly. Children passed as extra
 * arguments are used only when the props do not already contain `children`. CommandKit components are
 * plain functions that build discord.js objects: there is no virtual DOM and nothing re-renders.
 *
 * @param type - The component function.
 * @param props - Its props.
 * @param children - Children, when not given in `props`.
 * @returns Whatever the component returns.
 *
 * @example
 * ```ts
 * import { Button, createElement } from 'commandkit';
 *
 * // Equivalent to <Button customId="ok">OK</Button>
 * const button = createElement(Button, { customId: 'ok' }, 'OK');
 * ```
 */
export declare function createElement(
  type: Function,
  props: Record<string, unknown>,
  ...children: any[]
): CommandKitElement<ElementType>;

/**
 * The JSX fragment (`<>…</>`): returns its children as a flat array.
 *
 * @param props - The fragment's children.
 * @returns The children, flattened one level.
 *
 * @example
 * ```tsx
 * import { Button } from 'commandkit';
 *
 * const buttons = (
 *   <>
 *     <Button customId="yes">Yes</Button>
 *     <Button customId="no">No</Button>
 *   </>
 * );
 * ```
 */
export declare function Fragment(props: FragmentElementProps): CommandKitElementData[ElementType][];

/**
 * Tells whether a value looks like a CommandKit element, that is an object with `type` and `data` properties.
 *
 * @param element - The value to test.
 */
export declare function isCommandKitElement(element: unknown): element is CommandKitElement<ElementType>;

/**
 * Reads the `data` property of a CommandKit element.
 *
 * @typeParam T - The element's type tag.
 * @typeParam E - The element.
 * @param element - The element.
 * @returns Its data, typed after the tag.
 */
export declare function getElement<T extends ElementType, E extends CommandKitElement<T>>(
  element: E,
): CommandKitElementData[T];

// ===========================================================================
// Interactive components (components v1)
// ===========================================================================

/**
 * Groups up to five buttons, or a single select menu, in one row of a message.
 *
 * @param props - The components of the row, given as children.
 * @returns An `ActionRowBuilder` ready to be put in `components`.
 *
 * @example
 * ```tsx
 * import { ActionRow, Button, type ChatInputCommand } from 'commandkit';
 * import { ButtonStyle } from 'discord.js';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const row = (
 *     <ActionRow>
 *       <Button customId="accept" style={ButtonStyle.Success}>Accept</Button>
 *       <Button customId="decline" style={ButtonStyle.Danger}>Decline</Button>
 *     </ActionRow>
 *   );
 *
 *   await interaction.reply({ content: 'Do you accept?', components: [row] });
 * };
 * ```
 */
export declare function ActionRow(props: ActionRowProps): CommandKitElement<'action-row'>;

/**
 * A button; with an `onClick` prop it handles its own clicks.
 *
 * @remarks
 * The label comes from `label` or from the children. The style defaults to primary. When `onClick` is given
 * without `customId`, a random custom id is generated. Pass `options` to control how long the click handler
 * stays active (five minutes by default, restarted on each click).
 *
 * @param props - Appearance and handlers of the button.
 * @returns A {@link ButtonKit}.
 *
 * @example
 * ```tsx
 * import { ActionRow, Button, type ChatInputCommand, type OnButtonKitClick } from 'commandkit';
 * import { ButtonStyle, MessageFlags } from 'discord.js';
 *
 * const onClick: OnButtonKitClick = async (interaction) => {
 *   await interaction.reply({ content: 'Hi there!', flags: MessageFlags.Ephemeral });
 * };
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const row = (
 *     <ActionRow>
 *       <Button style={ButtonStyle.Primary} onClick={onClick}>Say hi</Button>
 *     </ActionRow>
 *   );
 *   await interaction.reply({ components: [row] });
 * };
 * ```
 */
export declare function Button(props: ButtonProps): CommandKitElement<'button-kit'>;

/**
 * A modal dialog; with an `onSubmit` prop it handles its own submissions.
 *
 * @remarks
 * Children are the modal's components: {@link Label}s wrapping inputs (recommended) or action rows of
 * {@link TextInput}s. When `onSubmit` is given without `customId`, a random custom id is generated.
 *
 * @param props - Title, children and handlers.
 * @returns A {@link ModalKit}, to pass to `interaction.showModal()`.
 *
 * @example
 * ```tsx
 * import { Label, Modal, ShortInput, type ChatInputCommand, type OnModalKitSubmit } from 'commandkit';
 *
 * const onSubmit: OnModalKitSubmit = async (submission) => {
 *   const name = submission.fields.getTextInputValue('name');
 *   await submission.reply(`Nice to meet you, ${name}!`);
 * };
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const modal = (
 *     <Modal title="Introduce yourself" onSubmit={onSubmit}>
 *       <Label label="Your name">
 *         <ShortInput customId="name" placeholder="Jane" required />
 *       </Label>
 *     </Modal>
 *   );
 *   await interaction.showModal(modal);
 * };
 * ```
 */
export declare function Modal(props: ModalProps): CommandKitElement<'modal'>;

/**
 * A text input of a modal, with an explicit style.
 *
 * @remarks
 * {@link ShortInput} and {@link ParagraphInput} are shorthands that set the style for you. The `label` prop
 * is deprecated: wrap the input in a {@link Label} instead.
 *
 * @param props - The input's settings, including its style.
 * @returns A `TextInputBuilder`.
 *
 * @example
 * ```tsx
 * import { Label, TextInput } from 'commandkit';
 * import { TextInputStyle } from 'discord.js';
 *
 * const field = (
 *   <Label label="Reason">
 *     <TextInput customId="reason" style={TextInputStyle.Paragraph} maxLength={500} />
 *   </Label>
 * );
 * ```
 */
export declare function TextInput(props: TextInputProps & { style: TextInputStyle }): CommandKitElement<'text-input'>;

/**
 * A single-line text input of a modal.
 *
 * @param props - The input's settings.
 * @returns A `TextInputBuilder` with the short style.
 *
 * @example
 * ```tsx
 * import { Label, ShortInput } from 'commandkit';
 *
 * const field = (
 *   <Label label="Username">
 *     <ShortInput customId="username" minLength={3} required />
 *   </Label>
 * );
 * ```
 */
export declare function ShortInput(props: TextInputProps): CommandKitElement<'text-input'>;

/**
 * A multi-line text input of a modal.
 *
 * @param props - The input's settings.
 * @returns A `TextInputBuilder` with the paragraph style.
 *
 * @example
 * ```tsx
 * import { Label, ParagraphInput } from 'commandkit';
 *
 * const field = (
 *   <Label label="Describe the bug" description="Steps to reproduce help a lot">
 *     <ParagraphInput customId="bug" required />
 *   </Label>
 * );
 * ```
 */
export declare function ParagraphInput(props: TextInputProps): CommandKitElement<'text-input'>;

/**
 * A file upload field of a modal.
 *
 * @remarks
 * Wrap it in a {@link Label}. Read the uploaded files from the modal submission.
 *
 * @param props - Custom id, number of files and whether an upload is required.
 * @returns A `FileUploadBuilder`.
 *
 * @example
 * ```tsx
 * import { FileUpload, Label, Modal } from 'commandkit';
 *
 * const modal = (
 *   <Modal title="Report" customId="report">
 *     <Label label="Screenshots">
 *       <FileUpload customId="screenshots" minValues={1} maxValues={3} />
 *     </Label>
 *   </Modal>
 * );
 * ```
 */
export declare function FileUpload(props: FileUploadProps): FileUploadBuilder;

/**
 * A select menu with options you define; with an `onSelect` prop it handles its own selections.
 *
 * @remarks
 * Children are {@link StringSelectMenuOption}s. A random custom id is generated when none is given.
 *
 * @param props - Settings, options and handlers of the menu.
 * @returns A {@link StringSelectMenuKit}.
 *
 * @example
 * ```tsx
 * import {
 *   ActionRow,
 *   StringSelectMenu,
 *   StringSelectMenuOption,
 *   type ChatInputCommand,
 *   type OnStringSelectMenuKitSubmit,
 * } from 'commandkit';
 *
 * const onSelect: OnStringSelectMenuKitSubmit = async (interaction) => {
 *   await interaction.reply(`You chose ${interaction.values.join(', ')}`);
 * };
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const row = (
 *     <ActionRow>
 *       <StringSelectMenu placeholder="Favourite fruit" onSelect={onSelect}>
 *         <StringSelectMenuOption label="Apple" value="apple" />
 *         <StringSelectMenuOption label="Banana" value="banana" />
 *       </StringSelectMenu>
 *     </ActionRow>
 *   );
 *   await interaction.reply({ components: [row] });
 * };
 * ```
 */
export declare function StringSelectMenu(props: StringSelectMenuProps): StringSelectMenuKit;

/**
 * One option of a {@link StringSelectMenu}.
 *
 * @param props - Label, value and optionally description, emoji and default state.
 * @returns A `StringSelectMenuOptionBuilder`.
 *
 * @example
 * ```tsx
 * import { StringSelectMenuOption } from 'commandkit';
 *
 * const option = <StringSelectMenuOption label="Red" value="red" description="The colour of fire" emoji="🔥" />;
 * ```
 */
export declare function StringSelectMenuOption(props: StringSelectMenuOptionProps): StringSelectMenuOptionBuilder;

/**
 * A select menu listing the server's members; with an `onSelect` prop it handles its own selections.
 *
 * @param props - Settings, default users and handlers.
 * @returns A {@link UserSelectMenuKit}.
 *
 * @example
 * ```tsx
 * import { ActionRow, UserSelectMenu, type OnUserSelectMenuKitSubmit } from 'commandkit';
 *
 * const onSelect: OnUserSelectMenuKitSubmit = async (interaction) => {
 *   await interaction.reply(`Inviting ${interaction.users.size} user(s)`);
 * };
 *
 * const row = (
 *   <ActionRow>
 *     <UserSelectMenu placeholder="Who should join?" maxValues={5} onSelect={onSelect} />
 *   </ActionRow>
 * );
 * ```
 */
export declare function UserSelectMenu(props: UserSelectMenuProps): UserSelectMenuKit;

/**
 * A select menu listing the server's roles; with an `onSelect` prop it handles its own selections.
 *
 * @param props - Settings, default roles and handlers.
 * @returns A {@link RoleSelectMenuKit}.
 *
 * @example
 * ```tsx
 * import { ActionRow, RoleSelectMenu, type OnRoleSelectMenuKitSubmit } from 'commandkit';
 *
 * const onSelect: OnRoleSelectMenuKitSubmit = async (interaction) => {
 *   await interaction.reply(`Selected roles: ${interaction.roles.map((role) => role.name).join(', ')}`);
 * };
 *
 * const row = (
 *   <ActionRow>
 *     <RoleSelectMenu placeholder="Pick your roles" maxValues={3} onSelect={onSelect} />
 *   </ActionRow>
 * );
 * ```
 */
export declare function RoleSelectMenu(props: RoleSelectMenuProps): RoleSelectMenuKit;

/**
 * A select menu listing channels; with an `onSelect` prop it handles its own selections.
 *
 * @remarks
 * Use `channelTypes` to restrict which kinds of channel are listed.
 *
 * @param props - Settings, channel types, default channels and handlers.
 * @returns A {@link ChannelSelectMenuKit}.
 *
 * @example
 * ```tsx
 * import { ActionRow, ChannelSelectMenu, type OnChannelSelectMenuKitSubmit } from 'commandkit';
 * import { ChannelType } from 'discord.js';
 *
 * const onSelect: OnChannelSelectMenuKitSubmit = async (interaction) => {
 *   await interaction.reply(`Logs will go to <#${interaction.values[0]}>`);
 * };
 *
 * const row = (
 *   <ActionRow>
 *     <ChannelSelectMenu channelTypes={[ChannelType.GuildText]} onSelect={onSelect} />
 *   </ActionRow>
 * );
 * ```
 */
export declare function ChannelSelectMenu(props: ChannelSelectMenuProps): ChannelSelectMenuKit;

/**
 * A select menu listing both users and roles; with an `onSelect` prop it handles its own selections.
 *
 * @param props - Settings, default values and handlers.
 * @returns A {@link MentionableSelectMenuKit}.
 *
 * @example
 * ```tsx
 * import { ActionRow, MentionableSelectMenu, type OnMentionableSelectMenuKitSubmit } from 'commandkit';
 *
 * const onSelect: OnMentionableSelectMenuKitSubmit = async (interaction) => {
 *   await interaction.reply(`${interaction.values.length} target(s) selected`);
 * };
 *
 * const row = (
 *   <ActionRow>
 *     <MentionableSelectMenu placeholder="Who gets notified?" onSelect={onSelect} />
 *   </ActionRow>
 * );
 * ```
 */
export declare function MentionableSelectMenu(props: MentionableSelectMenuProps): MentionableSelectMenuKit;

// ===========================================================================
// Display components (components v2)
// ===========================================================================

/**
 * A components v2 container: a box with an optional accent colour that groups other components.
 *
 * @remarks
 * Accepts text displays, sections, separators, media galleries, files and action rows as children. Messages
 * using components v2 must be sent with the `IsComponentsV2` message flag.
 *
 * @param props - Accent colour, spoiler state and children.
 * @returns A `ContainerBuilder`.
 *
 * @example
 * ```tsx
 * import { Container, Separator, TextDisplay, type ChatInputCommand } from 'commandkit';
 * import { MessageFlags } from 'discord.js';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const card = (
 *     <Container accentColor="Blurple">
 *       <TextDisplay content="# Server rules" />
 *       <Separator />
 *       <TextDisplay>Be kind. No spam.</TextDisplay>
 *     </Container>
 *   );
 *
 *   await interaction.reply({ components: [card], flags: MessageFlags.IsComponentsV2 });
 * };
 * ```
 */
export declare function Container(props: ContainerProps): ContainerBuilder;

/**
 * A components v2 block of markdown text.
 *
 * @remarks
 * Give the text as `content` or as children; several children are joined with spaces.
 *
 * @param props - The text.
 * @returns A `TextDisplayBuilder`.
 *
 * @example
 * ```tsx
 * import { TextDisplay } from 'commandkit';
 *
 * const points = 42;
 * const text = <TextDisplay>**Score:** {points}</TextDisplay>;
 * ```
 */
export declare function TextDisplay(props: TextDisplayProps): TextDisplayBuilder;

/**
 * A components v2 section: text on the left with a thumbnail or a button as accessory on the right.
 *
 * @param props - Up to three text displays plus one thumbnail or button, as children.
 * @returns A `SectionBuilder`.
 *
 * @example
 * ```tsx
 * import { Section, TextDisplay, Thumbnail } from 'commandkit';
 *
 * const profile = (
 *   <Section>
 *     <TextDisplay content="**Jane Doe**" />
 *     <TextDisplay content="Level 12 · 3 400 XP" />
 *     <Thumbnail url="https://example.com/avatar.png" />
 *   </Section>
 * );
 * ```
 */
export declare function Section(props: SectionProps): SectionBuilder;

/**
 * A small image used as the accessory of a {@link Section}.
 *
 * @param props - Image URL, description and spoiler state.
 * @returns A `ThumbnailBuilder`.
 *
 * @example
 * ```tsx
 * import { Thumbnail } from 'commandkit';
 *
 * const thumbnail = <Thumbnail url="https://example.com/logo.png" description="Logo" />;
 * ```
 */
export declare function Thumbnail(props: ThumbnailProps): ThumbnailBuilder;

/**
 * A components v2 separator: vertical space, with or without a visible line.
 *
 * @param props - Spacing size and whether to draw the divider.
 * @returns A `SeparatorBuilder`.
 *
 * @example
 * ```tsx
 * import { Separator } from 'commandkit';
 * import { SeparatorSpacingSize } from 'discord.js';
 *
 * const gap = <Separator divider={false} spacing={SeparatorSpacingSize.Large} />;
 * ```
 */
export declare function Separator(props: SeparatorProps): SeparatorBuilder;

/**
 * A components v2 gallery of images or videos.
 *
 * @param props - The {@link MediaGalleryItem}s, as children.
 * @returns A `MediaGalleryBuilder`.
 *
 * @example
 * ```tsx
 * import { MediaGallery, MediaGalleryItem } from 'commandkit';
 *
 * const gallery = (
 *   <MediaGallery>
 *     <MediaGalleryItem url="https://example.com/1.png" description="Before" />
 *     <MediaGalleryItem url="https://example.com/2.png" description="After" spoiler />
 *   </MediaGallery>
 * );
 * ```
 */
export declare function MediaGallery(props: MediaGalleryProps): MediaGalleryBuilder;

/**
 * One image or video of a {@link MediaGallery}.
 *
 * @param props - URL, description and spoiler state.
 * @returns A `MediaGalleryItemBuilder`.
 *
 * @example
 * ```tsx
 * import { MediaGalleryItem } from 'commandkit';
 *
 * const item = <MediaGalleryItem url="attachment://chart.png" description="Weekly activity" />;
 * ```
 */
export declare function MediaGalleryItem(props: MediaGalleryItemProps): MediaGalleryItemBuilder;

/**
 * A components v2 file attachment display.
 *
 * @remarks
 * The URL must point to a file attached to the same message, with the `attachment://<name>` syntax.
 *
 * @param props - The attachment URL and spoiler state.
 * @returns A `FileBuilder`.
 *
 * @example
 * ```tsx
 * import { Container, File, type ChatInputCommand } from 'commandkit';
 * import { AttachmentBuilder, MessageFlags } from 'discord.js';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const attachment = new AttachmentBuilder(Buffer.from('id,name\n1,Jane\n'), { name: 'users.csv' });
 *   const card = (
 *     <Container>
 *       <File url="attachment://users.csv" />
 *     </Container>
 *   );
 *   await interaction.reply({ components: [card], files: [attachment], flags: MessageFlags.IsComponentsV2 });
 * };
 * ```
 */
export declare function File(props: FileProps): FileBuilder;

/**
 * Wraps a modal component with a label and an optional description.
 *
 * @remarks
 * The recommended way to title text inputs, select menus and file uploads inside a {@link Modal}.
 *
 * @param props - Label text, description and the wrapped component as the single child.
 * @returns A `LabelBuilder`.
 *
 * @example
 * ```tsx
 * import { Label, ShortInput } from 'commandkit';
 *
 * const field = (
 *   <Label label="Email" description="We will never share it">
 *     <ShortInput customId="email" placeholder="you@example.com" />
 *   </Label>
 * );
 * ```
 */
export declare function Label(props: LabelProps): LabelBuilder;

// ===========================================================================
// Polls
// ===========================================================================

/**
 * Builds the data of a Discord poll from a {@link PollQuestion} and {@link PollAnswer} children.
 *
 * @remarks
 * The poll lasts 24 hours, allows a single answer and uses the default layout unless the props say otherwise.
 *
 * @param props - Poll settings and its children.
 * @returns Poll data to send as the `poll` of a message.
 * @throws Error when there is no question.
 *
 * @example
 * ```tsx
 * import { Poll, PollAnswer, PollQuestion, type ChatInputCommand } from 'commandkit';
 *
 * export const chatInput: ChatInputCommand = async ({ interaction }) => {
 *   const poll = (
 *     <Poll duration={8} allowMultiselect>
 *       <PollQuestion>Which day works for game night?</PollQuestion>
 *       <PollAnswer emoji="5️⃣">Friday</PollAnswer>
 *       <PollAnswer emoji="6️⃣">Saturday</PollAnswer>
 *     </Poll>
 *   );
 *   await interaction.reply({ poll });
 * };
 * ```
 */
export declare function Poll(props: PollProps): PollData;

/**
 * The question of a {@link Poll}; its children are the question text.
 *
 * @param props - The question text and optional media.
 * @returns The question, tagged so the poll can find it.
 */
export declare function PollQuestion(props: PollQuestionProps): PollQuestionMedia & { $$typeof: 1 };

/**
 * One answer of a {@link Poll}; its children are the answer text.
 *
 * @param props - The answer text and optional emoji.
 * @returns The answer, tagged so the poll can find it.
 */
export declare function PollAnswer(props: PollAnswerProps): PollAnswerData & { $$typeof: 0 };
