// Time left until a deadline. The server renders the text for the loader's `now` (so pages
// without JS show it); with JS it counts down live, every second.
import { useEffect, useState } from 'react';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '剩余 2天3小时', '剩余 5小时12分', '剩余 12分08秒', or '已截止' once the deadline passed. */
export function remainingText(deadlineMs: number, nowMs: number): string {
  const left = deadlineMs - nowMs;
  if (left <= 0) return '已截止';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / SECOND);
  if (days > 0) return `剩余 ${days}天${hours}小时`;
  if (hours > 0) return `剩余 ${hours}小时${minutes}分`;
  return `剩余 ${minutes}分${String(seconds).padStart(2, '0')}秒`;
}

export function Countdown({ deadline, now }: { deadline: string; now: number }) {
  const deadlineMs = Date.parse(deadline);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    setCurrent(Date.now());
    const timer = window.setInterval(() => setCurrent(Date.now()), SECOND);
    return () => window.clearInterval(timer);
  }, []);
  const text = remainingText(deadlineMs, current);
  return (
    <time dateTime={deadline} className={text === '已截止' ? 'countdown muted' : 'countdown'} data-testid="countdown">
      {text}
    </time>
  );
}
