import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Feed, type FeedPost } from '.';

const posts: FeedPost[] = [
  { id: 'irina', photoURL: '/irina.svg', name: 'Irina Myatelskaya', text: 'joined the network' },
  { id: 'andrei', photoURL: '/andrei.svg', name: 'Andrei Hrabouski', text: 'started a video' },
  { id: 'evan', photoURL: '/evan.svg', name: 'Evan You', text: 'joined the network' },
];

const removeButton = (name: string) =>
  screen.getByRole('button', { name: `Remove post by ${name}` });

describe('Feed', () => {
  it('lists the posts: decorative avatar, bold name, text', () => {
    render(<Feed defaultPosts={posts} />);
    const list = screen.getByRole('list', { name: 'Activity feed' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Irina Myatelskaya joined the network');
    expect(within(items[0]!).getByText('Irina Myatelskaya').tagName).toBe('STRONG');
    const avatar = items[0]!.querySelector('img');
    expect(avatar).toHaveAttribute('alt', '');
    expect(avatar).toHaveAttribute('src', '/irina.svg');
  });

  it('removes a post, reports the rest and moves focus to the next post', async () => {
    const user = userEvent.setup();
    const onPostsChange = vi.fn();
    render(<Feed defaultPosts={posts} onPostsChange={onPostsChange} />);
    await user.click(removeButton('Andrei Hrabouski'));
    expect(onPostsChange).toHaveBeenCalledExactlyOnceWith([posts[0], posts[2]]);
    expect(screen.queryByText('Andrei Hrabouski')).not.toBeInTheDocument();
    expect(removeButton('Evan You')).toHaveFocus();
  });

  it('moves focus to the previous post when the last one goes', async () => {
    const user = userEvent.setup();
    render(<Feed defaultPosts={posts} />);
    await user.click(removeButton('Evan You'));
    expect(removeButton('Andrei Hrabouski')).toHaveFocus();
  });

  it('shows the empty message, focused, when the last post is removed', async () => {
    const user = userEvent.setup();
    render(<Feed defaultPosts={[posts[0]!]} />);
    await user.click(removeButton('Irina Myatelskaya'));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Your feed is empty.')).toHaveFocus();
  });

  it('shows the empty message without posts, and takes custom texts', () => {
    const { unmount } = render(<Feed />);
    expect(screen.getByText('Your feed is empty.')).toBeInTheDocument();
    unmount();
    render(
      <Feed
        defaultPosts={posts}
        label="News"
        labels={{ remove: (post) => `Hide ${post.name}`, empty: 'Nothing here' }}
      />,
    );
    expect(screen.getByRole('list', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Evan You' })).toBeInTheDocument();
  });

  it('controlled: keeps the posts the parent passes', async () => {
    const user = userEvent.setup();
    const onPostsChange = vi.fn();
    render(<Feed posts={posts} onPostsChange={onPostsChange} />);
    await user.click(removeButton('Irina Myatelskaya'));
    expect(onPostsChange).toHaveBeenCalledWith([posts[1], posts[2]]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
