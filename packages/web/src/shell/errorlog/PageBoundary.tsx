import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useText } from '../../i18n/useText.ts';
import { logError } from './capture.ts';
import { isChunkLoadError, isNewDeployment, reloadOnce } from './chunk.ts';
import { redact } from './errorLog.ts';
import { texts } from './texts.ts';

interface Props {
  /** Renders the page. Called again after a retry, so the page can hand out a fresh lazy component. */
  render: () => ReactNode;
  /**
   * Fetches the page's chunk afresh (React.lazy keeps a rejected load for good, so the caller swaps in a new lazy
   * component) and resolves when it is ready. Without it, a retry only renders again.
   */
  reloadChunk?: () => Promise<void>;
  /** An error known before rendering: the route loader's fetch of the chunk failed or timed out. */
  initialError?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  retrying: boolean;
}

/**
 * The error boundary around each page: a page that throws while rendering, or whose chunk fails to load or takes
 * longer than 120 s, shows why with 重试 (retry in place, no page reload) and 重新加载, never a blank screen. Each
 * error goes to the local error log. A retry that fails because a new build replaced the chunks reloads the page
 * (at most once per few minutes) to pick the new build up.
 */
export class PageBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    const failed = props.initialError !== undefined;
    this.state = { failed, error: props.initialError, retrying: false };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  override componentDidMount() {
    // Only the loader's error: a render error caught during this first mount arrives in componentDidCatch.
    if (this.props.initialError !== undefined) this.report(this.props.initialError);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.report(error, info.componentStack ?? undefined);
  }

  private report(error: unknown, componentStack?: string) {
    const chunk = isChunkLoadError(error);
    logError(error, chunk ? 'chunk' : 'render', chunk ? undefined : componentStack?.trim());
  }

  private retry = async () => {
    this.setState({ retrying: true });
    try {
      await this.props.reloadChunk?.();
      this.setState({ failed: false, error: undefined, retrying: false });
    } catch (error) {
      if (isChunkLoadError(error) && (await isNewDeployment()) && reloadOnce()) return;
      this.report(error);
      this.setState({ error, retrying: false });
    }
  };

  override render() {
    if (!this.state.failed) return this.props.render();
    return <PageFailure error={this.state.error} retrying={this.state.retrying} onRetry={this.retry} />;
  }
}

function PageFailure({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const text = useText();
  const chunk = isChunkLoadError(error);
  const detail = error instanceof Error ? redact(error.message) : undefined;
  return (
    <div role="alert" data-testid="page-error" style={{ padding: 48, textAlign: 'center' }}>
      <h2 style={{ fontSize: 20, marginBottom: 8 }}>{text(chunk ? texts.chunkFailed : texts.renderFailed)}</h2>
      <p style={{ color: 'rgba(0, 0, 0, 0.45)', marginBottom: 8 }}>
        {text(chunk ? texts.chunkHint : texts.renderHint)}
      </p>
      {detail && (
        <p style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, marginBottom: 16, wordBreak: 'break-word' }}>
          {detail}
        </p>
      )}
      <div style={{ display: 'inline-flex', gap: 8 }}>
        <Button type="primary" loading={retrying} onClick={onRetry} data-testid="page-retry">
          {text(texts.retry)}
        </Button>
        <Button onClick={() => window.location.reload()}>{text(texts.reload)}</Button>
      </div>
    </div>
  );
}
