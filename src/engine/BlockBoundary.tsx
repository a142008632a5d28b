import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockLoadError, forgetBlock } from './blocks';
import { BlockLoadFailed } from './BlockLoadFailed';

interface Props {
  type: string;
  /** The block's data: new data is tried again (the editor's undo must clear the error box). */
  data?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  data: unknown;
}

/**
 * One failing block must not blank the page: the rest renders. A block whose code did not load
 * says so, with Try again; a block that throws while rendering (a bug no retry fixes) shows
 * nothing to visitors. Developers see the error in the console and, in dev, in place of the block.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { error: null, data: this.props.data };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.data === state.data ? null : { data: props.data, error: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`block "${this.props.type}" failed and was left out:`, error, info.componentStack);
  }

  private retry = () => {
    forgetBlock(this.props.type);
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.state.error instanceof BlockLoadError)
      return <BlockLoadFailed type={this.props.type} onRetry={this.retry} />;
    // Visitors see nothing; in dev the editor sees what broke, in place.
    return import.meta.env.DEV ? (
      <div
        data-block-error={this.props.type}
        role="alert"
        className="m-4 rounded-md border border-red-500 p-4 text-red-600"
      >
        {`Block "${this.props.type}" failed: ${this.state.error.message}`}
      </div>
    ) : (
      <div data-block-error={this.props.type} hidden />
    );
  }
}
