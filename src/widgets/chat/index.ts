export { CHAT_DEFAULT_HEIGHT, ChatBox } from './chat-box';
export type { ChatBoxProps, ChatMessage } from './chat-box';
export {
  NEAR_BOTTOM_PX,
  STICKY_SCROLL_MS,
  easeInOut,
  isNearBottom,
  scrollStep,
} from './sticky-scroll';
