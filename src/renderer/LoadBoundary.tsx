import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show in place of the children once they failed to load. */
  fallback: ReactNode;
  /** The children are tried again whenever this changes (another page, another language, a retry). */
  resetKey: string;
  children: ReactNode;
}

/** Catches a load that failed below it (React's `use` throws a rejected resource) and shows `fallback`. */
export class LoadBoundary extends Component<Props, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
