import { useState } from 'react';
import type { Article } from '../data/articles';
import { articles } from '../data/articles';
import { previewText } from '../utils/preview-text';
import { ArticleModal } from './article-modal';

const PREVIEW_LENGTH = 100;

/** Nine built-in article cards; 'Read More' opens the 'Article Details' modal. */
export function FeaturedArticles() {
  const [selected, setSelected] = useState<Article | null>(null);

  return (
    <section className="landing-section" aria-labelledby="landing-articles-title">
      <div className="landing-container">
        <h2 id="landing-articles-title" className="landing-section-title">
          Featured Articles from StartupSetu
        </h2>
        <ul className="landing-grid landing-grid--articles">
          {articles.map((article) => (
            <li key={article.id} className="landing-card landing-article">
              <img
                className="landing-article-image"
                src={article.image}
                alt={article.title}
                width={400}
                height={250}
                loading="lazy"
              />
              <div className="landing-article-content">
                <h3 className="landing-card-title">{article.title}</h3>
                <p className="landing-card-text">{previewText(article.description, PREVIEW_LENGTH)}</p>
                <button
                  type="button"
                  className="landing-button landing-button--outline landing-article-more"
                  onClick={() => setSelected(article)}
                >
                  Read More
                </button>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <ArticleModal article={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
