import { useQueryClient } from '@tanstack/react-query';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ErrorArea } from '@shared/client-errors';
import { buttonClasses } from '../components/ui/button';
import { Link } from '../components/ui/link';
import { isChunkError, reloadOnce } from '../lib/chunk-reload';
import { reportError } from '../lib/report-error';
import { useTranslation } from '../lib/use-translation';
import { href } from '@shared/paths';

// No blank page: an error while showing a page is caught by its area's boundary, inside the area's
// frame, so the header and footer stay (decision 033). The shell's catches what the frame itself
// throws.

interface Props {
  area: ErrorArea;
  /** A new value (the next page's path) clears the error: following a link leaves the error screen. */
  resetKey?: string;
  /** What fails here is not worth a screen: it is left out, and reported. */
  quiet?: boolean;
  children: ReactNode;
}

class ErrorBoundary extends Component<Props, { error?: { cause: unknown } }> {
  override state: { error?: { cause: unknown } } = {};

  static getDerivedStateFromError(cause: unknown) {
    return { error: { cause } };
  }

  override componentDidCatch(cause: unknown) {
    const chunk = isChunkError(cause);
    // A file that did not load: one reload fetches the current build; the screen shows meanwhile.
    if (chunk && !this.props.quiet && reloadOnce()) return;
    reportError(chunk ? 'chunk' : 'boundary', cause, this.props.area);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <ErrorScreen
        area={this.props.area}
        chunk={isChunkError(error.cause)}
        retry={() => this.setState({ error: undefined })}
      />
    );
  }
}

/** The area's boundary, cleared when the reader follows a link elsewhere. */
export function AreaBoundary({ area, children }: { area: ErrorArea; children: ReactNode }) {
  return (
    <ErrorBoundary area={area} resetKey={useLocation().pathname}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * For what a page can do without (the footer, the toasts): if its code does not arrive, it is left
 * out rather than taking the page with it, and tried again on the next page.
 */
export function QuietBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary area="shell" quiet resetKey={useLocation().pathname}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * What happened, in the reader's language: Try again and Go to the home page; or, for code that did
 * not arrive even after a reload, Reload.
 */
function ErrorScreen({ area, chunk, retry }: { area: ErrorArea; chunk: boolean; retry: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Trying again fetches afresh what the failed page had read (its queries are idle while this
  // shows): data that made it fail is not shown again.
  const tryAgain = () => {
    void queryClient.resetQueries({ type: 'inactive' });
    retry();
  };
  return (
    <div role="alert" data-error-area={area} className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t(chunk ? 'failed.chunkTitle' : 'failed.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t(chunk ? 'failed.chunkBody' : 'failed.body')}</p>
      <p className="mt-6 flex flex-wrap justify-center gap-3">
        {chunk ? (
          <button type="button" className={buttonClasses()} onClick={() => location.reload()}>
            {t('failed.reload')}
          </button>
        ) : (
          <>
            <button type="button" className={buttonClasses()} onClick={tryAgain}>
              {t('retry')}
            </button>
            <Link to={href('home')} className={buttonClasses('outline')}>
              {t('failed.home')}
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
