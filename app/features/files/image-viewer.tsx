// The image viewer (spec 9): one image of a record with zoom, rotation and paging. Without JS every
// control is a link to the same page with the state in the URL (?scale=1.2&rotate=90), so a text
// browser or a phone without scripts zooms, turns and pages too; with JS the same controls act in
// place, with the wheel (0.15 a notch), the keys (+ − ← → R 0, Esc), dragging to pan, and the
// thumbnails' images fetched only once scrolled into view (looked at every 200 ms at most).
import { Link, useNavigate } from '@remix-run/react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { LOAD_FAILED, VIEWER, clampScale, loopIndex, normalRotation, viewerTransform, type ViewerData } from './viewer';
import { viewerHref } from './viewer-paths';

/** `fn` at most once per `ms`, the last call of a burst included. */
function throttled(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    run() {
      const wait = ms - (Date.now() - last);
      if (wait <= 0) {
        last = Date.now();
        fn();
      } else if (!timer) {
        timer = setTimeout(() => {
          timer = undefined;
          last = Date.now();
          fn();
        }, wait);
      }
    },
    cancel: () => clearTimeout(timer),
  };
}

/** A plain click (not one that opens a new tab or window): JS handles it in place. */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

function Control({ href, label, children, onAct }: { href: string; label: string; children: ReactNode; onAct: () => void }) {
  return (
    <a
      href={href}
      aria-label={label}
      className="viewer-control"
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        onAct();
      }}
    >
      {children}
    </a>
  );
}

type Props = {
  data: ViewerData;
  /** in the dialog: its title's id and what Esc and 关闭 do */
  dialog?: { titleId: string; onClose: () => void };
};

export function ImageViewer({ data, dialog }: Props) {
  const { images, owner, back } = data;
  const count = images.length;
  const navigate = useNavigate();
  const [index, setIndex] = useState(data.index);
  const [scale, setScale] = useState(data.scale);
  const [rotate, setRotate] = useState(data.rotate);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set(data.image ? [] : [images[data.index].uuid]));
  // the page's thumbnails come with their sources (native lazy loading without JS); the dialog's are fetched as they scroll into view
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set(dialog ? [] : images.map((_, i) => i)));
  const stage = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const current = images[index];
  const broken = failed.has(current.uuid);

  const hrefOf = (i: number, s: number, r: number) => viewerHref({ uuid: images[i].uuid, owner, scale: s, rotate: r, back });
  const show = useCallback(
    (step: number) => {
      setIndex((i) => loopIndex(i, step, count));
      setScale(1);
      setRotate(0);
      setPan({ x: 0, y: 0 });
    },
    [count],
  );
  const zoom = useCallback((delta: number) => setScale((s) => clampScale(s + delta)), []);
  const turn = useCallback((delta: number) => setRotate((r) => normalRotation(r + delta)), []);
  const reset = useCallback(() => {
    setScale(1);
    setRotate(0);
    setPan({ x: 0, y: 0 });
  }, []);
  const leave = useCallback(() => (dialog ? dialog.onClose() : navigate(back ?? '/workbenck/workbenck')), [dialog, navigate, back]);

  // An image that failed before hydration fired its error event unheard: look once mounted.
  useEffect(() => {
    const img = picture.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed((f) => new Set(f).add(current.uuid));
  }, [current.uuid]);

  // The wheel zooms the image, not the page: a listener that may cancel (React's is passive).
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (e.deltaY === 0) return;
      e.preventDefault();
      zoom(e.deltaY < 0 ? VIEWER.wheelStep : -VIEWER.wheelStep);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoom]);

  // Keys: on the page from anywhere but a form field; in the dialog from inside it (its own handler).
  const onKey = useCallback(
    (e: KeyboardEvent | ReactKeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      const act: Record<string, () => void> = {
        '+': () => zoom(VIEWER.zoomStep),
        '=': () => zoom(VIEWER.zoomStep),
        '-': () => zoom(-VIEWER.zoomStep),
        _: () => zoom(-VIEWER.zoomStep),
        ArrowLeft: () => show(-1),
        ArrowRight: () => show(1),
        r: () => turn(VIEWER.rotateStep),
        R: () => turn(e.shiftKey ? -VIEWER.rotateStep : VIEWER.rotateStep),
        '0': reset,
        Escape: leave,
      };
      const run = act[e.key];
      if (!run) return;
      e.preventDefault();
      run();
    },
    [zoom, show, turn, reset, leave],
  );
  useEffect(() => {
    if (dialog) return;
    const listener = (e: KeyboardEvent) => onKey(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [dialog, onKey]);

  // Drag to pan.
  const drag = useRef<{ id: number; x: number; y: number; from: { x: number; y: number } } | null>(null);
  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || broken) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, from: pan };
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setPan({ x: d.from.x + e.clientX - d.x, y: d.from.y + e.clientY - d.y });
  };
  const endDrag = () => {
    drag.current = null;
  };

  // Lazy thumbnails: reveal those inside the strip's box, on mount and as it scrolls or resizes.
  useEffect(() => {
    const list = strip.current;
    if (!list || revealed.size === count) return;
    const look = () => {
      const box = list.getBoundingClientRect();
      const inView = [...list.querySelectorAll<HTMLElement>('[data-thumb]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.right >= box.left && r.left <= box.right && r.bottom >= box.top && r.top <= box.bottom;
        })
        .map((el) => Number(el.dataset.thumb));
      setRevealed((seen) => (inView.every((i) => seen.has(i)) ? seen : new Set([...seen, ...inView])));
    };
    const throttle = throttled(look, VIEWER.lazyThrottleMs);
    look();
    list.addEventListener('scroll', throttle.run, { passive: true });
    window.addEventListener('resize', throttle.run);
    return () => {
      throttle.cancel();
      list.removeEventListener('scroll', throttle.run);
      window.removeEventListener('resize', throttle.run);
    };
  }, [count, revealed.size]);

  const Heading = dialog ? 'h2' : 'h1';
  const percent = `${Math.round(scale * 100)}%`;
  return (
    <div className="viewer" onKeyDown={dialog ? onKey : undefined}>
      <div className="viewer-head">
        <Heading id={dialog?.titleId ?? 'viewer-title'} className={dialog ? 'section-title' : 'page-title'}>
          图片预览：{current.label}
          {count > 1 ? (
            <span className="muted">
              （{index + 1}/{count}）
            </span>
          ) : null}
        </Heading>
        {dialog ? (
          <button type="button" className="viewer-control viewer-close" onClick={dialog.onClose}>
            关闭
          </button>
        ) : (
          <Link to={back ?? '/workbenck/workbenck'}>返回</Link>
        )}
      </div>
      <nav className="viewer-tools" aria-label="图片操作">
        {count > 1 ? (
          <Control href={hrefOf(loopIndex(index, -1, count), 1, 0)} label="上一张" onAct={() => show(-1)}>
            ‹ 上一张
          </Control>
        ) : null}
        <Control href={hrefOf(index, clampScale(scale - VIEWER.zoomStep), rotate)} label="缩小" onAct={() => zoom(-VIEWER.zoomStep)}>
          − 缩小
        </Control>
        <span className="viewer-scale" aria-live="polite" aria-label={`缩放 ${percent}`}>
          {percent}
        </span>
        <Control href={hrefOf(index, clampScale(scale + VIEWER.zoomStep), rotate)} label="放大" onAct={() => zoom(VIEWER.zoomStep)}>
          ＋ 放大
        </Control>
        <Control href={hrefOf(index, scale, normalRotation(rotate - VIEWER.rotateStep))} label="向左旋转" onAct={() => turn(-VIEWER.rotateStep)}>
          ↺ 向左旋转
        </Control>
        <Control href={hrefOf(index, scale, normalRotation(rotate + VIEWER.rotateStep))} label="向右旋转" onAct={() => turn(VIEWER.rotateStep)}>
          ↻ 向右旋转
        </Control>
        <Control href={hrefOf(index, 1, 0)} label="还原" onAct={reset}>
          还原
        </Control>
        {count > 1 ? (
          <Control href={hrefOf(loopIndex(index, 1, count), 1, 0)} label="下一张" onAct={() => show(1)}>
            下一张 ›
          </Control>
        ) : null}
      </nav>
      <div ref={stage} className="viewer-stage" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag}>
        {broken ? (
          <p className="viewer-failed" role="alert">
            {LOAD_FAILED}
          </p>
        ) : (
          <img
            ref={picture}
            key={current.uuid}
            src={current.src}
            alt={current.label}
            className="viewer-image"
            draggable={false}
            data-scale={scale}
            data-rotate={rotate}
            style={{ transform: viewerTransform(scale, rotate, pan) }}
            onError={() => setFailed((f) => new Set(f).add(current.uuid))}
          />
        )}
      </div>
      <p className="muted viewer-hint">滚轮或 + − 键缩放，R 键旋转，← → 键切换图片，拖动可移动图片{dialog ? '，Esc 关闭' : ''}。</p>
      {count > 1 ? (
        <ul ref={strip} className="viewer-thumbs" aria-label="全部图片">
          {images.map((image, i) => (
            <li key={image.uuid} data-thumb={i}>
              <a
                href={hrefOf(i, 1, 0)}
                aria-current={i === index ? 'true' : undefined}
                onClick={(e) => {
                  if (!plainClick(e)) return;
                  e.preventDefault();
                  show(i - index);
                }}
              >
                <img src={revealed.has(i) ? image.src : undefined} alt={image.label} loading="lazy" width={72} height={72} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
