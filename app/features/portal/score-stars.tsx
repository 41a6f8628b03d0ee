// A 1–5 score as five stars with the number beside it; the label carries the value for screen readers.
export function ScoreStars({ score }: { score: number }) {
  const full = Math.round(score);
  return (
    <span className="score-stars" role="img" aria-label={`${score.toFixed(1)} 分`}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        <span className="score-stars-off">{'☆'.repeat(5 - full)}</span>
      </span>{' '}
      {score.toFixed(1)}
    </span>
  );
}
