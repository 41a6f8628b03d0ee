// A grid of entry points with their QR codes (SVG drawn on the server by utils/qr.server.ts).
export type QrCard = { path: string; title: string; text: string; url: string; svg: string };

export function QrEntries({ codes }: { codes: QrCard[] }) {
  return (
    <div className="offer">
      {codes.map((c) => (
        <section key={c.path} aria-label={c.title}>
          <h2>{c.title}</h2>
          <div className="qr" role="img" aria-label={`${c.title}二维码：${c.url}`} dangerouslySetInnerHTML={{ __html: c.svg }} />
          <p>{c.text}</p>
          <p>
            <a href={c.path}>{c.url}</a>
          </p>
        </section>
      ))}
    </div>
  );
}
