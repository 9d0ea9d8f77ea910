import { useEffect, useEffectEvent, useState } from 'react';
import { practiceTexts } from '../data/practice-texts';

const texts = practiceTexts.timer;

/** The moments the timer speaks, in seconds remaining. */
export const ANNOUNCE_AT = [
  { seconds: 300, text: texts.fiveMinutes },
  { seconds: 60, text: texts.oneMinute },
] as const;

export interface Countdown {
  /** Seconds left (null until the first tick in the browser: the server renders no clock). */
  remaining: number | null;
  /** The latest announcement for screen readers ('5 minutes remaining', '1 minute remaining', 'Time is up'). */
  announcement: string;
}

/**
 * Counts down to `endsAt` on the server's clock: `serverNow` is the server's time when the attempt was read,
 * so a browser clock that is off does not shorten or lengthen the test. Announces 5:00 and 1:00 when the
 * clock crosses them (not when a resumed test starts below them), and calls onTimeUp once at 0.
 */
export function useCountdown(endsAt: string | undefined, serverNow: string, onTimeUp: () => void): Countdown {
  const [remaining, setRemaining] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timeUp = useEffectEvent(onTimeUp);

  useEffect(() => {
    if (!endsAt) return;
    const offset = Date.parse(serverNow) - Date.now();
    const end = Date.parse(endsAt);
    let previous: number | null = null;
    let finished = false;
    const tick = () => {
      const left = Math.max(0, (end - (Date.now() + offset)) / 1000);
      setRemaining(left);
      if (previous !== null) {
        for (const mark of ANNOUNCE_AT) {
          if (previous > mark.seconds && left <= mark.seconds && left > 0) setAnnouncement(mark.text);
        }
      }
      previous = left;
      if (left <= 0 && !finished) {
        finished = true;
        setAnnouncement(texts.timeUp);
        timeUp();
      }
    };
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, [endsAt, serverNow]);

  return { remaining, announcement };
}
