// The header's fullscreen toggle (spec 2 layout shell). It needs the Fullscreen API, so it only
// appears once the page runs JS; a browser without the API gets the spec's message (spec 8).
import { useEffect, useState } from 'react';
import { LIMITS } from '#contract/limits';

export function FullscreenToggle() {
  const [ready, setReady] = useState(false);
  const [full, setFull] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    setReady(true);
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  if (!ready) return null;
  const fail = () => {
    setError('you browser can not work');
    window.setTimeout(() => setError(''), LIMITS.errorToastMs);
  };
  const toggle = async () => {
    if (!document.fullscreenEnabled) {
      fail();
      return;
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      fail();
    }
  };
  return (
    <>
      <button
        type="button"
        className="ws-icon-button"
        aria-pressed={full}
        aria-label={full ? '退出全屏' : '全屏'}
        title={full ? '退出全屏' : '全屏'}
        onClick={toggle}
      >
        {full ? '退出全屏' : '全屏'}
      </button>
      {error ? (
        <span role="alert" className="ws-field-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
