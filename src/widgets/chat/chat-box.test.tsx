import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ChatBox, type ChatMessage } from '.';

const messages: ChatMessage[] = [
  { text: 'Hi there', yours: false },
  { text: 'Hello!', yours: true },
];

const field = () => screen.getByRole('textbox', { name: 'Your message' });
const bubbles = () =>
  [...document.querySelectorAll('[data-slot="chat-message"]')].map((bubble) => ({
    from: bubble.getAttribute('data-from'),
    text: bubble.textContent,
  }));

describe('ChatBox', () => {
  it('shows the messages in a polite, labelled log, each marked with its sender', () => {
    render(<ChatBox label="Chat with Ana" defaultMessages={messages} />);
    const log = screen.getByRole('log', { name: 'Chat with Ana' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveAttribute('tabindex', '0');
    expect(bubbles()).toEqual([
      { from: 'them', text: 'They said: Hi there' },
      { from: 'you', text: 'You said: Hello!' },
    ]);
  });

  it('has translated defaults and the 20rem default height', () => {
    render(<ChatBox />);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log).toHaveStyle({ height: '20rem' });
    expect(field()).toHaveAttribute('placeholder', 'Your message');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('takes a custom height and labels', () => {
    render(<ChatBox height="30rem" labels={{ input: 'Reply', send: 'Post' }} />);
    expect(screen.getByRole('log')).toHaveStyle({ height: '30rem' });
    expect(screen.getByRole('textbox', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();
  });

  it('sends with Enter: emits the appended message, clears the field, keeps focus', async () => {
    const user = userEvent.setup();
    const onMessagesChange = vi.fn();
    render(<ChatBox defaultMessages={messages} onMessagesChange={onMessagesChange} />);
    await user.type(field(), '  See you soon  {Enter}');
    expect(onMessagesChange).toHaveBeenCalledExactlyOnceWith([
      ...messages,
      { text: 'See you soon', yours: true },
    ]);
    expect(bubbles().at(-1)).toEqual({ from: 'you', text: 'You said: See you soon' });
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('sends with the button, and the field gets focus back', async () => {
    const user = userEvent.setup();
    const onMessagesChange = vi.fn();
    render(<ChatBox onMessagesChange={onMessagesChange} />);
    await user.type(field(), 'Ping');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onMessagesChange).toHaveBeenCalledExactlyOnceWith([{ text: 'Ping', yours: true }]);
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('does not send empty or blank text', async () => {
    const user = userEvent.setup();
    const onMessagesChange = vi.fn();
    render(<ChatBox defaultMessages={messages} onMessagesChange={onMessagesChange} />);
    await user.click(field());
    await user.keyboard('{Enter}');
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    expect(onMessagesChange).not.toHaveBeenCalled();
    expect(bubbles()).toHaveLength(2);
  });

  it('controlled: shows what the parent passes', async () => {
    const user = userEvent.setup();
    const onMessagesChange = vi.fn();
    const { rerender } = render(
      <ChatBox messages={messages} onMessagesChange={onMessagesChange} />,
    );
    await user.type(field(), 'New{Enter}');
    expect(onMessagesChange).toHaveBeenCalledWith([...messages, { text: 'New', yours: true }]);
    expect(bubbles()).toHaveLength(2);
    rerender(
      <ChatBox
        messages={[...messages, { text: 'New', yours: true }]}
        onMessagesChange={onMessagesChange}
      />,
    );
    expect(bubbles()).toHaveLength(3);
  });
});

describe('ChatBox sticky scroll', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  });

  /** Runs the queued animation frames at the given timestamps. */
  function runFrames(...times: number[]) {
    for (const time of times) {
      const queued = frames;
      frames = [];
      for (const callback of queued) callback(time);
    }
  }

  /** A log 300 px tall whose content grows 40 px per message. */
  function measure(log: HTMLElement, count: () => number) {
    Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => 300 });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => 40 * count() });
  }

  const many = (n: number): ChatMessage[] =>
    Array.from({ length: n }, (_, i) => ({ text: `Message ${i}`, yours: i % 2 === 1 }));

  it('animates to the newest message over 500 ms when the reader is at the bottom', () => {
    const { rerender } = render(<ChatBox messages={many(20)} />);
    const log = screen.getByRole('log');
    let count = 20;
    measure(log, () => count);
    log.scrollTop = 500; // the bottom: 800 - 300
    fireEvent.scroll(log);

    count = 21;
    rerender(<ChatBox messages={many(21)} />);
    runFrames(1000);
    expect(log.scrollTop).toBe(500);
    runFrames(1250);
    expect(log.scrollTop).toBe(520);
    runFrames(1500);
    expect(log.scrollTop).toBe(540);
    expect(frames).toHaveLength(0);
  });

  it('leaves a reader who scrolled up in place', () => {
    const { rerender } = render(<ChatBox messages={many(20)} />);
    const log = screen.getByRole('log');
    let count = 20;
    measure(log, () => count);
    log.scrollTop = 100;
    fireEvent.scroll(log);

    count = 21;
    rerender(<ChatBox messages={many(21)} />);
    expect(frames).toHaveLength(0);
    expect(log.scrollTop).toBe(100);
  });

  it('always follows the user’s own message', async () => {
    const user = userEvent.setup();
    render(<ChatBox defaultMessages={many(20)} />);
    const log = screen.getByRole('log');
    let count = 20;
    measure(log, () => count);
    log.scrollTop = 0;
    fireEvent.scroll(log);

    count = 21;
    await user.type(field(), 'Mine{Enter}');
    runFrames(0, 500);
    expect(log.scrollTop).toBe(540);
  });
});
