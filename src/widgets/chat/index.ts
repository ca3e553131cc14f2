export { ChatBox } from './chat-box';
export type { ChatBoxProps, ChatMessage } from './chat-box';
export type { ChatBoxLabels } from './chat-labels';
