import { useEffect, useState } from 'react';
import type { ArticleSummary } from '../common/schemas/public.js';

interface HomeData {
  news: ArticleSummary[];
}

type State = { status: 'loading' } | { status: 'ready'; news: ArticleSummary[] } | { status: 'failed' };

const dateFormat = new Intl.DateTimeFormat('sr-Cyrl', { day: 'numeric', month: 'long', year: 'numeric' });

/** The portal's first page: what the framework is and the latest news, from /api/home. */
export function HomePage() {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/home', { headers: { Accept: 'application/json', lang: '/sr' }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<HomeData>) : Promise.reject(new Error(String(response.status)))))
      .then((home) => setState({ status: 'ready', news: home.news }))
      .catch(() => !controller.signal.aborted && setState({ status: 'failed' }));
    return () => controller.abort();
  }, []);

  return (
    <>
      <header className="site-header">
        <p className="app-name">НОКС</p>
        <p>Национални оквир квалификација Републике Србије</p>
      </header>
      <main id="main">
        <h1>Зашто је оквир квалификација важан</h1>
        <p>
          Национални оквир квалификација је инструмент за утврђивање, развијање и разврставање квалификација према потребама
          тржишта рада, учења и науке.
        </p>
        <section aria-labelledby="news-heading">
          <h2 id="news-heading">Најновије вести</h2>
          {state.status === 'loading' && <p aria-live="polite">Учитавање…</p>}
          {state.status === 'failed' && <p role="alert">Вести тренутно нису доступне.</p>}
          {state.status === 'ready' && (
            <ul className="news">
              {state.news.map((article) => (
                <li key={article.id}>
                  <h3>{article.title}</h3>
                  <p className="date">
                    <time dateTime={article.publishedAt}>{dateFormat.format(new Date(article.publishedAt))}</time>
                  </p>
                  <p>{article.summary}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
