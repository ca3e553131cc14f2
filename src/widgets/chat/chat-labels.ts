import type { TFunction } from 'i18next';

/** Every text the ChatBox shows of its own (`label` names one log). */
export type ChatBoxLabels = {
  /** Accessible name of a message log without `label`. */
  log: string;
  /** Label (visually hidden) and placeholder of the text field. */
  input: string;
  /** The send button. */
  send: string;
  /** Hidden prefix of the user's messages. */
  fromYou: string;
  /** Hidden prefix of the other party's messages. */
  fromThem: string;
};

export const chatBoxLabels = (t: TFunction): ChatBoxLabels => ({
  log: t('widgets.chat.label'),
  input: t('widgets.chat.yourMessage'),
  send: t('widgets.chat.send'),
  fromYou: t('widgets.chat.fromYou'),
  fromThem: t('widgets.chat.fromThem'),
});
