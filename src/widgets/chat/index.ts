export { ChatBox } from './chat-box';
export type { ChatBoxLabels, ChatBoxProps, ChatMessage } from './chat-box';
