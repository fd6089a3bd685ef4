import { Component, type ReactNode } from 'react';

interface Props {
  blockType: string;
  children: ReactNode;
}

/** One broken block must not take the rest of the page down with it. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Block "${this.props.blockType}" failed to render`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
