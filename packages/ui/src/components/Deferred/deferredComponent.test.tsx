import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { loadedOnRender } from './deferredComponent';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('loadedOnRender: code fetched on first render, without Suspense (issue 30 item 5)', () => {
  it('When it first renders, then the fallback shows until the code arrives, and the code is fetched once', async () => {
    let calls = 0;
    const Greeting = loadedOnRender(async () => {
      calls++;
      return ({ name }: { name: string }) => <p>hello {name}</p>;
    }, <p>loading</p>);
    render(
      <>
        <Greeting name="a" />
        <Greeting name="b" />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findByText('hello a')).toBeTruthy();
    expect(await screen.findByText('hello b')).toBeTruthy();
    // Once loaded, a new instance draws at once, with no fallback in between.
    render(<Greeting name="c" />);
    expect(screen.getByText('hello c')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(calls).toBe(1);
  });

  it('When the code cannot be fetched, then the error reaches the error boundary and a later render asks again', async () => {
    let calls = 0;
    const Broken = loadedOnRender<object>(async () => {
      calls++;
      throw new Error('chunk failed');
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Broken />
        </Boundary>,
      );
      expect(await screen.findByText('failed: chunk failed')).toBeTruthy();
      render(
        <Boundary>
          <Broken />
        </Boundary>,
      );
      await waitFor(() => expect(screen.getAllByText('failed: chunk failed')).toHaveLength(2));
      expect(calls).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });
});
